/* Power iteration and Rayleigh quotient in one SCoP per step: y = A x, the norm accumulated and then
   sqrt'ed in the SCoP between the loops, x = y / norm, then the Rayleigh quotient x.(A x) -- a scalar
   written by a reduction, transformed, and read by a later loop of the same SCoP.  A is flat
   A[i*N+j] with a constant row length; the iteration count is decided outside. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 48

static double A[N * N], x[N], y[N], z[N];

static double power_step(int n, double *lam) {
  double nrm, diff, rq;
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j < n; j++)
      y[i] += A[i * N + j] * x[j];
  }
  nrm = 0.0;
  for (int i = 0; i < n; i++)
    nrm += y[i] * y[i];
  nrm = sqrt(nrm);
  diff = 0.0;
  for (int i = 0; i < n; i++) {
    diff = fmax(diff, fabs(y[i] / nrm - x[i]));
    x[i] = y[i] / nrm;
  }
  rq = 0.0;
  for (int i = 0; i < n; i++) {
    z[i] = 0.0;
    for (int j = 0; j < n; j++)
      z[i] += A[i * N + j] * x[j];
    rq += x[i] * z[i];
  }
#pragma endscop
  *lam = rq;
  return diff;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 45;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i * N + j] = 1.0 / (1.0 + abs(i - j)) + (i == j ? 0.5 * (i % 4) : 0.0);
  for (int i = 0; i < N; i++)
    x[i] = 1.0 / sqrt((double)n);
  double lam = 0.0, d = 1.0;
  int it = 0;
  while (d > 1e-9 && it < 300) {
    d = power_step(n, &lam);
    it++;
  }
  printf("it %d lam %.10g d %.3g x %.10g %.10g\n", it, lam, d, x[0], x[n / 2]);
  return 0;
}
