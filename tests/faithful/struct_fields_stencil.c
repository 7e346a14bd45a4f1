/* Stencils over the fields of an array of structures passed as a pointer and as a global: one field
   read and another written in the same elements, an int flag field in the condition, and a nested
   struct member (P[i].pos.x).  What s2s does not model stays sequential with a warning. */
#include <stdio.h>
#define N 500
struct vec { double x, y; };
struct cell { double u, v; int flag; struct vec pos; };
struct cell G[N];

static void relax(struct cell *c, int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    c[i].v = 0.25 * c[i - 1].u + 0.5 * c[i].u + 0.25 * c[i + 1].u;
  for (int i = 1; i < n - 1; i++)
    if (c[i].flag)
      c[i].u = c[i].v;
#pragma endscop
}

static void move(int n, double dt) {
#pragma scop
  for (int i = 0; i < n; i++) {
    G[i].pos.x += dt * G[i].u;
    G[i].pos.y = G[i].pos.y - dt * G[i].v;
  }
#pragma endscop
}

int main(void) {
  static struct cell C[N];
  for (int i = 0; i < N; i++) {
    C[i].u = (i * 7 % 13) * 0.5; C[i].v = 0; C[i].flag = i % 3 != 0;
    C[i].pos.x = i; C[i].pos.y = -i;
    G[i] = C[i];
  }
  for (int t = 0; t < 4; t++) relax(C, N);
  move(N, 0.125);
  move(N / 2, -0.5);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += C[i].u * (i % 5 + 1) + C[i].v + G[i].pos.x * 0.5 + G[i].pos.y * (i % 3);
  printf("%.10g\n", s);
  return 0;
}
