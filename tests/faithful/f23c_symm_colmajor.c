/* symm (C = alpha A B + beta C, A symmetric with only its lower triangle stored) with every matrix in
   column-major flat storage through macros, the partial sum over k < i in a scalar, n and m as
   function arguments. */
#include <stdio.h>
#include <stdlib.h>

#define CM(x, i, j, ld) x[(j) * (ld) + (i)]

static void symm(int m, int n, double alpha, double beta, double *c, const double *a, const double *b) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double t = 0.0;
      for (int k = 0; k < i; k++) {
        CM(c, k, j, m) += alpha * CM(b, i, j, m) * CM(a, i, k, m);
        t += CM(b, k, j, m) * CM(a, i, k, m);
      }
      CM(c, i, j, m) = beta * CM(c, i, j, m) + alpha * CM(b, i, j, m) * CM(a, i, i, m) + alpha * t;
    }
#pragma endscop
}

int main(void) {
  int m = 31, n = 27;
  double *a = malloc(sizeof(double) * m * m), *b = malloc(sizeof(double) * m * n);
  double *c = malloc(sizeof(double) * m * n);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      CM(a, i, j, m) = j <= i ? (double)((i + j) % 100) / m : -999.0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      CM(b, i, j, m) = (double)((n + i - j) % 100) / m;
      CM(c, i, j, m) = (double)((i + j) % 100) / m;
    }
  symm(m, n, 1.5, 1.2, c, a, b);
  double s = 0;
  for (int k = 0; k < m * n; k++)
    s += c[k] * (1 + k % 4);
  printf("%.10e %.8f %.8f\n", s, c[0], c[m * n - 1]);
  free(a); free(b); free(c);
  return 0;
}
