/* Jacobi for a 1-D Poisson problem and a 2-D five-point system: each sweep in a SCoP computes the
   new iterate from the old one and the squared residual norm of the old iterate in the same nest,
   the caller tests convergence (sqrt of the norm against a tolerance relative to ||b||) and swaps.
   Flat malloc'd arrays indexed a[i*n+j]; the 2-D grid size is read from argv. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static double jacobi1d(int n, const double *restrict b, const double *restrict x, double *restrict xn,
                       double h2) {
  double r2 = 0.0;
#pragma scop
  for (int i = 1; i < n - 1; i++) {
    double r = b[i] * h2 - (2.0 * x[i] - x[i - 1] - x[i + 1]);
    r2 += r * r;
    xn[i] = 0.5 * (x[i - 1] + x[i + 1] + b[i] * h2);
  }
  xn[0] = 0.0;
  xn[n - 1] = 0.0;
#pragma endscop
  return r2;
}

static double jacobi2d(int n, const double *f, const double *u, double *un, double w) {
  double res = 0.0;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double r = f[i * n + j] - (4.0 * u[i * n + j] - u[(i - 1) * n + j] - u[(i + 1) * n + j] -
                                 u[i * n + j - 1] - u[i * n + j + 1]);
      un[i * n + j] = u[i * n + j] + w * 0.25 * r;
      res += r * r;
    }
#pragma endscop
  return res;
}

int main(int argc, char **argv) {
  int n1 = 63;
  double *b = malloc(n1 * sizeof *b), *x = calloc(n1, sizeof *x), *xn = calloc(n1, sizeof *xn);
  for (int i = 0; i < n1; i++)
    b[i] = sin(3.0 * i / (n1 - 1.0)) + (i == n1 / 3);
  double h2 = 1.0 / ((n1 - 1.0) * (n1 - 1.0)), bn = 0.0;
  for (int i = 0; i < n1; i++)
    bn += b[i] * h2 * b[i] * h2;
  int it;
  double r2 = 0.0;
  for (it = 0; it < 3000; it++) {
    r2 = jacobi1d(n1, b, x, xn, h2);
    if (sqrt(r2) < 1e-3 * sqrt(bn))
      break;
    double *t = x; x = xn; xn = t;
  }
  printf("1d it %d r %.10g x %.10g %.10g\n", it, sqrt(r2), x[n1 / 2], x[n1 / 5]);

  int n = argc > 1 ? atoi(argv[1]) : 34;
  double *f = malloc(sizeof(double) * n * n), *u = calloc((size_t)n * n, sizeof(double));
  double *un = calloc((size_t)n * n, sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      f[i * n + j] = ((i * 31 + j * 17) % 11 - 5) * 0.01;
  double res = 0.0, first = -1.0;
  for (it = 0; it < 400; it++) {
    res = jacobi2d(n, f, u, un, 0.8);
    if (first < 0) first = res;
    if (res < 1e-6 * first)
      break;
    double *t = u; u = un; un = t;
  }
  double s = 0.0;
  for (int i = 0; i < n * n; i++)
    s += u[i] * ((i % 7) + 1);
  printf("2d it %d res %.10g first %.10g sum %.10g\n", it, res, first, s);
  free(b); free(x); free(xn); free(f); free(u); free(un);
  return 0;
}
