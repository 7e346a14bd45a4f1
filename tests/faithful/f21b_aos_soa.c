/* Particle data in the two layouts a code meets: an array of structures (p[i].x, p[i].vx), a structure of
   arrays held by value (s.x[i]) and through a pointer (ps->x[i]), and the same update written on local
   pointers copied out of the structure before the SCoP. */
#include <stdio.h>
#define N 200

struct particle { double x, y, vx, vy, m; };
struct soa { double x[N], y[N], vx[N], vy[N]; int n; };

static struct particle p[N];
static struct soa s;

static void push_aos(struct particle *q, int n, double dt) {
#pragma scop
  for (int i = 0; i < n; i++) {
    q[i].vx = q[i].vx - dt * q[i].x / q[i].m;
    q[i].vy = q[i].vy - dt * q[i].y / q[i].m;
    q[i].x = q[i].x + dt * q[i].vx;
    q[i].y = q[i].y + dt * q[i].vy;
  }
#pragma endscop
}

static void push_soa_ptr(struct soa *ps, double dt) {
#pragma scop
  for (int i = 0; i < N; i++) {
    ps->vx[i] -= dt * ps->x[i];
    ps->vy[i] -= dt * ps->y[i];
    ps->x[i] += dt * ps->vx[i];
    ps->y[i] += dt * ps->vy[i];
  }
#pragma endscop
}

static void push_soa_locals(struct soa *ps, double dt) {
  double *x = ps->x, *y = ps->y, *vx = ps->vx, *vy = ps->vy;
  int n = ps->n;
#pragma scop
  for (int i = 0; i < n; i++) {
    vx[i] -= dt * x[i];
    vy[i] -= dt * y[i];
    x[i] += dt * vx[i];
    y[i] += dt * vy[i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    p[i].x = (i % 17) * 0.25 - 2.0;
    p[i].y = (i % 11) * 0.5 - 2.5;
    p[i].vx = (i % 5) * 0.1;
    p[i].vy = -(i % 3) * 0.2;
    p[i].m = 1.0 + (i % 4);
    s.x[i] = p[i].x; s.y[i] = p[i].y; s.vx[i] = p[i].vx; s.vy[i] = p[i].vy;
  }
  s.n = N;
  for (int t = 0; t < 5; t++) push_aos(p, N, 0.01);
  /* value copy: s.x[i] by value */
#pragma scop
  for (int i = 0; i < N; i++)
    s.vx[i] = s.vx[i] + 0.5 * s.y[i];
#pragma endscop
  push_soa_ptr(&s, 0.02);
  push_soa_locals(&s, 0.03);
  double a = 0, b = 0;
  for (int i = 0; i < N; i++) {
    a += p[i].x * (i + 1) + p[i].vy;
    b += s.x[i] * (i + 1) - s.vy[i] + s.vx[i];
  }
  printf("%.17g\n%.17g\n", a, b);
  printf("%.17g %.17g %.17g\n", p[7].x, s.x[13], s.vy[N - 1]);
  return 0;
}
