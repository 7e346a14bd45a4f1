/* Subscripts in the integer types of large-array code: long and size_t row strides (i * (long)ld + j),
   ptrdiff_t offsets from the middle of a buffer, size_t products cast back, and a long loop bound. */
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>

static void scale_rows(size_t m, size_t n, long ld, double *a, const double *d) {
#pragma scop
  for (long i = 0; i < (long)m; i++)
    for (long j = 0; j < (long)n; j++)
      a[i * ld + j] = a[i * ld + j] * d[i] + (double)j;
#pragma endscop
}

static void centered(ptrdiff_t r, double *mid, const double *src, ptrdiff_t n) {
  /* mid points into the middle of a buffer: mid[-r .. n + r) are valid */
#pragma scop
  for (ptrdiff_t i = 0; i < n; i++) {
    double s = 0.0;
    for (ptrdiff_t k = -r; k <= r; k++)
      s += src[i + r + k] * (double)(k * k + 1);
    mid[i] = s;
  }
#pragma endscop
}

static void transpose(size_t n, const double *a, double *t) {
#pragma scop
  for (size_t i = 0; i < n; i++)
    for (size_t j = 0; j < n; j++)
      t[j * n + i] = a[i * n + j];
#pragma endscop
}

int main(void) {
  size_t m = 23, n = 17;
  long ld = 20;
  double *a = calloc(m * (size_t)ld, sizeof *a);
  double *d = malloc(m * sizeof *d);
  for (size_t i = 0; i < m * (size_t)ld; i++) a[i] = (double)(i % 13) - 6.0;
  for (size_t i = 0; i < m; i++) d[i] = 0.5 + (double)i / 8.0;
  scale_rows(m, n, ld, a, d);
  ptrdiff_t r = 3, len = 50;
  double *buf = calloc((size_t)(len + 2 * r), sizeof *buf);
  double *src = malloc((size_t)(len + 2 * r) * sizeof *src);
  for (ptrdiff_t i = 0; i < len + 2 * r; i++) src[i] = (double)((i * 5) % 7) - 3.0;
  centered(r, buf + r, src, len);
  size_t q = 19;
  double *sq = malloc(q * q * sizeof *sq), *tq = malloc(q * q * sizeof *tq);
  for (size_t i = 0; i < q * q; i++) sq[i] = (double)(i % 31) * 0.25;
  transpose(q, sq, tq);
  double s1 = 0, s2 = 0, s3 = 0;
  for (size_t i = 0; i < m * (size_t)ld; i++) s1 += a[i] * (double)(i % 7 + 1);
  for (ptrdiff_t i = 0; i < len + 2 * r; i++) s2 += buf[i] * (double)(i + 1);
  for (size_t i = 0; i < q * q; i++) s3 += tq[i] * (double)(i + 1);
  printf("%.17g\n%.17g\n%.17g\n", s1, s2, s3);
  free(a); free(d); free(buf); free(src); free(sq); free(tq);
  return 0;
}
