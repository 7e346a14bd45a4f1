/* ADI (alternating-direction implicit) with u, v, p, q malloc'd flat and addressed column-major
   through a macro on the run-time size n, the tridiagonal coefficients a..f computed inside the SCoP
   from the grid sizes, the backward sweeps written as downward loops `for (j = n - 2; j >= 1; j--)`. */
#include <stdio.h>
#include <stdlib.h>

#define CM(x, i, j) x[(j) * n + (i)]

int main(int argc, char **argv) {
  (void)argv;
  int n = 33 + argc, tsteps = 6;
  double *u = malloc(sizeof(double) * n * n), *v = malloc(sizeof(double) * n * n);
  double *p = malloc(sizeof(double) * n * n), *q = malloc(sizeof(double) * n * n);
  double DX, DY, DT, B1, B2, mul1, mul2, a, b, c, d, e, f;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      CM(u, i, j) = (double)(i + n - j) / n;
#pragma scop
  DX = 1.0 / (double)n;
  DY = 1.0 / (double)n;
  DT = 1.0 / (double)tsteps;
  B1 = 2.0;
  B2 = 1.0;
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);
  a = -mul1 / 2.0;
  b = 1.0 + mul1;
  c = a;
  d = -mul2 / 2.0;
  e = 1.0 + mul2;
  f = d;
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i < n - 1; i++) {
      CM(v, 0, i) = 1.0;
      CM(p, i, 0) = 0.0;
      CM(q, i, 0) = CM(v, 0, i);
      for (int j = 1; j < n - 1; j++) {
        CM(p, i, j) = -c / (a * CM(p, i, j - 1) + b);
        CM(q, i, j) = (-d * CM(u, j, i - 1) + (1.0 + 2.0 * d) * CM(u, j, i) - f * CM(u, j, i + 1)
                       - a * CM(q, i, j - 1)) / (a * CM(p, i, j - 1) + b);
      }
      CM(v, n - 1, i) = 1.0;
      for (int j = n - 2; j >= 1; j--)
        CM(v, j, i) = CM(p, i, j) * CM(v, j + 1, i) + CM(q, i, j);
    }
    for (int i = 1; i < n - 1; i++) {
      CM(u, i, 0) = 1.0;
      CM(p, i, 0) = 0.0;
      CM(q, i, 0) = CM(u, i, 0);
      for (int j = 1; j < n - 1; j++) {
        CM(p, i, j) = -f / (d * CM(p, i, j - 1) + e);
        CM(q, i, j) = (-a * CM(v, i - 1, j) + (1.0 + 2.0 * a) * CM(v, i, j) - c * CM(v, i + 1, j)
                       - d * CM(q, i, j - 1)) / (d * CM(p, i, j - 1) + e);
      }
      CM(u, i, n - 1) = 1.0;
      for (int j = n - 2; j >= 1; j--)
        CM(u, i, j) = CM(p, i, j) * CM(u, i, j + 1) + CM(q, i, j);
    }
  }
#pragma endscop
  double s = 0;
  for (int k = 0; k < n * n; k++)
    s += u[k] * (1 + k % 5);
  printf("%.10e %.10f %.10f\n", s, CM(u, 3, 5), CM(v, n / 2, n / 3));
  free(u); free(v); free(p); free(q);
  return 0;
}
