/* Functions with SCoPs called with empty data the way C programs do: NULL pointers and sizes 0
   (nothing is accessed), a zero-row matrix with a non-zero row length, and then real data. */
#include <stdio.h>
#include <stdlib.h>

static void axpy(int n, double a, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
#pragma endscop
}

static void rowsum(int n, int m, double (*a)[m], double *s) {
#pragma scop
  for (int i = 0; i < n; i++) {
    s[i] = 0;
    for (int j = 0; j < m; j++)
      s[i] += a[i][j];
  }
#pragma endscop
}

static void scale(int n, double *v) {
#pragma scop
  for (int i = 0; i < n; i++)
    v[i] = v[i] * 3;
#pragma endscop
}

int main(void) {
  axpy(0, 2.0, NULL, NULL);
  rowsum(0, 5, NULL, NULL);
  scale(0, NULL);
  double *x = malloc(0 * sizeof(double)), *y = malloc(0 * sizeof(double));
  axpy(0, 1.0, x, y);
  free(x); free(y);
  int n = 37, m = 11;
  x = malloc(n * sizeof *x);
  y = malloc(n * sizeof *y);
  double (*a)[m] = malloc(n * sizeof *a);
  double *s = malloc(n * sizeof *s);
  for (int i = 0; i < n; i++) {
    x[i] = i * 0.5; y[i] = 1 - i;
    for (int j = 0; j < m; j++) a[i][j] = (i + 2 * j) % 9;
  }
  axpy(n, 0.25, x, y);
  rowsum(n, m, a, s);
  rowsum(n - 1, 0, a, s + 1);
  scale(n, s);
  double t = 0;
  for (int i = 0; i < n; i++) t = t * 0.9 + y[i] + s[i];
  printf("%.15g\n", t);
  free(x); free(y); free(a); free(s);
  return 0;
}
