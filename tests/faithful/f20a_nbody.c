/* n-body: bodies in a structure of arrays (struct with double * members copied into local pointers
   before the SCoP, as users do), accelerations with Plummer softening and 1/r^3 via sqrt, a
   leapfrog kick-drift, kinetic and potential energy reductions (the potential over i < j pairs),
   the time loop outside. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct bodies {
  int n;
  double *x, *y, *z, *vx, *vy, *vz, *ax, *ay, *az, *m;
};

static void accel(struct bodies *b, double eps2) {
  int n = b->n;
  double *restrict x = b->x, *restrict y = b->y, *restrict z = b->z, *restrict m = b->m;
  double *restrict ax = b->ax, *restrict ay = b->ay, *restrict az = b->az;
#pragma scop
  for (int i = 0; i < n; i++) {
    ax[i] = 0.0;
    ay[i] = 0.0;
    az[i] = 0.0;
    for (int j = 0; j < n; j++) {
      double dx = x[j] - x[i], dy = y[j] - y[i], dz = z[j] - z[i];
      double r2 = dx * dx + dy * dy + dz * dz + eps2;
      double inv = 1.0 / (r2 * sqrt(r2));
      ax[i] += m[j] * dx * inv;
      ay[i] += m[j] * dy * inv;
      az[i] += m[j] * dz * inv;
    }
  }
#pragma endscop
}

static void step(struct bodies *b, double dt) {
  int n = b->n;
  double *x = b->x, *y = b->y, *z = b->z, *vx = b->vx, *vy = b->vy, *vz = b->vz;
  double *ax = b->ax, *ay = b->ay, *az = b->az;
#pragma scop
  for (int i = 0; i < n; i++) {
    vx[i] += 0.5 * dt * ax[i];
    vy[i] += 0.5 * dt * ay[i];
    vz[i] += 0.5 * dt * az[i];
    x[i] += dt * vx[i];
    y[i] += dt * vy[i];
    z[i] += dt * vz[i];
  }
#pragma endscop
}

static void kick(struct bodies *b, double dt) {
  int n = b->n;
  double *vx = b->vx, *vy = b->vy, *vz = b->vz, *ax = b->ax, *ay = b->ay, *az = b->az;
#pragma scop
  for (int i = 0; i < n; i++) {
    vx[i] += 0.5 * dt * ax[i];
    vy[i] += 0.5 * dt * ay[i];
    vz[i] += 0.5 * dt * az[i];
  }
#pragma endscop
}

static double energy(const struct bodies *b, double eps2) {
  int n = b->n;
  const double *x = b->x, *y = b->y, *z = b->z, *vx = b->vx, *vy = b->vy, *vz = b->vz, *m = b->m;
  double ek = 0.0, ep = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    ek += 0.5 * m[i] * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      ep -= m[i] * m[j] / sqrt((x[i] - x[j]) * (x[i] - x[j]) + (y[i] - y[j]) * (y[i] - y[j]) +
                               (z[i] - z[j]) * (z[i] - z[j]) + eps2);
#pragma endscop
  return ek + ep;
}

int main(int argc, char **argv) {
  struct bodies b;
  b.n = argc > 1 ? atoi(argv[1]) : 97;
  double **fields[] = {&b.x, &b.y, &b.z, &b.vx, &b.vy, &b.vz, &b.ax, &b.ay, &b.az, &b.m};
  for (int f = 0; f < 10; f++)
    *fields[f] = calloc(b.n, sizeof(double));
  for (int i = 0; i < b.n; i++) {
    b.x[i] = cos(0.37 * i) * (1.0 + i % 5);
    b.y[i] = sin(0.37 * i) * (1.0 + i % 3);
    b.z[i] = 0.1 * (i % 7) - 0.3;
    b.vx[i] = -0.1 * sin(0.37 * i);
    b.vy[i] = 0.1 * cos(0.37 * i);
    b.m[i] = 1.0 / b.n * (1 + i % 4);
  }
  double eps2 = 0.01, dt = 0.005;
  double e0 = energy(&b, eps2);
  accel(&b, eps2);
  for (int s = 0; s < 20; s++) {
    step(&b, dt);
    accel(&b, eps2);
    kick(&b, dt);
  }
  double e1 = energy(&b, eps2);
  printf("E0 %.12g E1 %.12g\n", e0, e1);
  for (int i = 0; i < b.n; i += 16)
    printf("%d %.12g %.12g %.12g %.12g\n", i, b.x[i], b.y[i], b.z[i], b.vx[i]);
  for (int f = 0; f < 10; f++)
    free(*fields[f]);
  return 0;
}
