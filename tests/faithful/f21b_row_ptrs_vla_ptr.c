/* Matrices as C programmers allocate them: one flat malloc'ed buffer with an array of row pointers
   computed once, a pointer to a VLA row type (double (*a)[n] = malloc(...)), a calloc'ed accumulator,
   and a product written with each. */
#include <stdio.h>
#include <stdlib.h>

static void mm_vla(int n, int m, int p, double (*c)[p], double (*a)[m], double (*b)[p]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < p; j++) {
      c[i][j] = 0.0;
      for (int k = 0; k < m; k++)
        c[i][j] += a[i][k] * b[k][j];
    }
#pragma endscop
}

static void axpy_rows(int n, int m, double **rows, const double *x, double alpha) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] += alpha * x[j];
#pragma endscop
}

int main(void) {
  int n = 31, m = 27, p = 22;
  double (*a)[m] = malloc(sizeof(double[n][m]));
  double (*b)[p] = malloc(sizeof(double[m][p]));
  double (*c)[p] = calloc((size_t)n, sizeof *c);
  for (int i = 0; i < n; i++) for (int k = 0; k < m; k++) a[i][k] = ((i * 3 + k) % 11) * 0.125 - 0.5;
  for (int k = 0; k < m; k++) for (int j = 0; j < p; j++) b[k][j] = ((k + 5 * j) % 7) * 0.25 - 0.75;
  mm_vla(n, m, p, c, a, b);
  /* flat buffer and row pointers */
  double *flat = malloc(sizeof(double) * (size_t)n * (size_t)p);
  double **rows = malloc(sizeof(double *) * (size_t)n);
  for (int i = 0; i < n; i++) rows[i] = flat + (size_t)i * (size_t)p;
  for (int i = 0; i < n; i++) for (int j = 0; j < p; j++) rows[i][j] = c[i][j];
  double *x = malloc(sizeof(double) * (size_t)p);
  for (int j = 0; j < p; j++) x[j] = 1.0 / (j + 1);
  axpy_rows(n, p, rows, x, -0.5);
  /* the same flat buffer viewed as a VLA row pointer */
  double (*v)[p] = (double (*)[p])flat;
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < p; j++)
      v[i][j] = v[i][j] + v[i - 1][j] * 0.5;
#pragma endscop
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < p; j++) { s1 += c[i][j] * (i + j + 1); s2 += flat[i * p + j] * (j + 1); }
  printf("%.17g\n%.17g\n%.17g\n", s1, s2, rows[n - 1][p - 1]);
  free(a); free(b); free(c); free(flat); free(rows); free(x);
  return 0;
}
