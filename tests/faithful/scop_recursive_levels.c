/* A SCoP in a recursive function: a multigrid-like V cycle that smooths, restricts to half the size,
   recurses, prolongs and smooths again, each level on its own part of one buffer (offsets passed as
   pointers), down to a size of 1. */
#include <stdio.h>
#define N 1024
static double U[2 * N + 8], F[2 * N + 8], R[2 * N + 8];

static void cycle(double *u, double *f, double *r, int n) {
  if (n <= 2) {
    u[0] = f[0] * 0.5;
    return;
  }
  int h = n / 2;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    r[i] = f[i] - (2 * u[i] - u[i - 1] - u[i + 1]);
  f[n] = 0.5 * r[0] + 0.25 * r[1];
  for (int i = 1; i < h; i++)
    f[n + i] = 0.5 * r[2 * i] + 0.25 * (r[2 * i + 1] + r[2 * i - 1]);
  for (int i = 0; i < h; i++)
    u[n + i] = 0;
#pragma endscop
  cycle(u + n, f + n, r + n, h);
#pragma scop
  for (int i = 0; i < h; i++) {
    u[2 * i] += u[n + i];
    u[2 * i + 1] += 0.5 * (u[n + i] + (i + 1 < h ? u[n + i + 1] : 0));
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < n - 1; i++)
    u[i] = 0.5 * (f[i] + u[i - 1] + u[i + 1]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) F[i] = ((i * 37) % 23) * 0.01 - 0.1;
  for (int it = 0; it < 3; it++) cycle(U, F, R, N);
  double s = 0;
  for (int i = 0; i < 2 * N; i++) s += U[i] * (i % 9 + 1) + R[i];
  printf("%.10g\n", s);
  return 0;
}
