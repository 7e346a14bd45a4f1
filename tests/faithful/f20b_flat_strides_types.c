/* Flattened 2-D arrays behind pointers with strides of each integer type: size_t i * m + j, a
   ptrdiff_t stride with the rows reversed ((n - 1 - i) * ld + j), unsigned column sums of floats and an
   int64_t product cast to long, called with zero rows and zero columns. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>
static void scale(size_t n, size_t m, double *A, const double *x) {
#pragma scop
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < m; j++)
      A[i * m + j] = A[i * m + j] * 0.5 + x[j];
#pragma endscop
}
static void flip(ptrdiff_t n, ptrdiff_t ld, const double *A, double *B) {
#pragma scop
  for (ptrdiff_t i = 0; i < n; i++)
    for (ptrdiff_t j = 0; j < ld; j++)
      B[(n - 1 - i) * ld + j] = A[i * ld + j] + i;
#pragma endscop
}
static void colsum(unsigned n, unsigned m, const float *A, float *c) {
#pragma scop
  for (unsigned j = 0; j < m; j++) {
    c[j] = 0;
    for (unsigned i = 0; i < n; i++)
      c[j] += A[i * m + j];
  }
#pragma endscop
}
static void big(int64_t n, int64_t m, int32_t *A) {
#pragma scop
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < m; j++)
      A[(long)i * m + j] += (int32_t)(i * 7 - j);
#pragma endscop
}
int main(void) {
  size_t n = 37, m = 53;
  double *A = malloc(n * m * sizeof *A), *B = malloc(n * m * sizeof *B), *x = malloc(m * sizeof *x);
  float *F = malloc(n * m * sizeof *F), *c = malloc(m * sizeof *c);
  int32_t *I = malloc(n * m * sizeof *I);
  for (size_t k = 0; k < n * m; k++) { A[k] = k % 11; B[k] = 0; F[k] = (float)(k % 7) * 0.5f; I[k] = (int32_t)k; }
  for (size_t k = 0; k < m; k++) x[k] = k * 0.25;
  scale(n, m, A, x); scale(0, m, A, x); scale(n, 0, A, x); scale(3, m, A, x);
  flip((ptrdiff_t)n, (ptrdiff_t)m, A, B);
  colsum((unsigned)n, (unsigned)m, F, c);
  big((int64_t)n, (int64_t)m, I);
  double s = 0; long t = 0;
  for (size_t k = 0; k < n * m; k++) { s += (k % 13 + 1) * (A[k] + 3 * B[k]); t += I[k] * (long)(k % 5); }
  for (size_t k = 0; k < m; k++) s += c[k] * (k + 1);
  printf("%.10g %ld\n", s, t);
  free(A); free(B); free(x); free(F); free(c); free(I);
  return 0;
}
