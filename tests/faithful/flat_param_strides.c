/* Flat arrays indexed by a row length that is a parameter (i * m + j) of several types: int, long,
   size_t (the product converts i to unsigned long), with an explicit (size_t) cast, a leading dimension
   larger than the row (ld >= m, BLAS style), and a column-major access (A[j * n + i]). */
#include <stdio.h>
#include <stdlib.h>

static void scale_int(double *a, int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j] * 2 + i;
#pragma endscop
}

static void scale_long(double *a, long n, long m) {
#pragma scop
  for (long i = 0; i < n; i++)
    for (long j = 0; j < m; j++)
      a[i * m + j] += j;
#pragma endscop
}

static void scale_size(double *a, size_t n, size_t m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * m + j] -= 0.5 * (i + j);
#pragma endscop
}

static void scale_cast(float *a, int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[(size_t)i * m + j] = a[(size_t)i * m + j] * 0.5f + 1.0f;
#pragma endscop
}

static void gemv_ld(const double *a, int lda, int n, int m, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < m; j++)
      y[i] += a[i * lda + j] * x[j];
  }
#pragma endscop
}

static void colmajor(double *a, int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      a[j * n + i] = a[(j - 1) * n + i] + a[j * n + i];
#pragma endscop
}

int main(void) {
  int n = 23, m = 17, lda = 20;
  double *a = malloc(sizeof(double) * n * lda);
  float *f = malloc(sizeof(float) * n * m);
  double x[20], y[23];
  for (int i = 0; i < n * lda; i++) a[i] = (i % 11) * 0.5;
  for (int i = 0; i < n * m; i++) f[i] = (float)(i % 7);
  for (int j = 0; j < 20; j++) x[j] = j * 0.25;
  scale_int(a, n, m);
  scale_long(a, n - 3, m + 2);
  scale_size(a, 4, (size_t)m * 2);
  scale_cast(f, n, m);
  gemv_ld(a, lda, n, m, x, y);
  gemv_ld(a, lda, n, lda, x, y);
  colmajor(a, n, m);
  colmajor(a, 5, 0);
  double s = 0;
  for (int i = 0; i < n * lda; i++) s += a[i] * (i % 5 + 1);
  for (int i = 0; i < n * m; i++) s += f[i] * (i % 3);
  for (int i = 0; i < n; i++) s += y[i] * (i + 1);
  printf("%.12g\n", s);
  free(a); free(f);
  return 0;
}
