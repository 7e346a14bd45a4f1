/* Loops over 64-bit signed iterators with inclusive bounds, as code that indexes large arrays writes
   them: for (long i = lo; i <= hi; i++), int64_t counting down to a long lower bound with >=, a
   ptrdiff_t window -r..r, a step of 2 up to an inclusive bound, and size_t up to an inclusive bound
   (whose value past the last iteration passes LONG_MAX for n = LONG_MAX). */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>
#include <stdlib.h>

static void fill(long lo, long hi, double *a) {
#pragma scop
  for (long i = lo; i <= hi; i++)
    a[i] = (double)(i * i % 17) - 8.0;
#pragma endscop
}

static void reverse_scale(int64_t top, int64_t bottom, double *a, double *b) {
#pragma scop
  for (int64_t i = top; i >= bottom; i--)
    b[i] = a[i] * 0.5 + a[top - i + bottom];
#pragma endscop
}

static void window(ptrdiff_t n, ptrdiff_t r, const double *in, double *out) {
#pragma scop
  for (ptrdiff_t i = r; i <= n - 1 - r; i++) {
    double s = 0.0;
    for (ptrdiff_t k = -r; k <= r; k++)
      s += in[i + k] * (double)(r + 1 - (k < 0 ? -k : k));
    out[i] = s;
  }
#pragma endscop
}

static void evens(long long n, double *a) {
#pragma scop
  for (long long i = 0; i <= n; i += 2)
    a[i] = a[i] + a[i + 1];
#pragma endscop
}

static void upto(size_t n, double *a) {
#pragma scop
  for (size_t i = 0; i <= n; i++)
    a[i] = a[i] * 0.75 + (double)(i % 4);
#pragma endscop
}

int main(void) {
  long n = 300;
  double *a = calloc((size_t)n + 2, sizeof *a), *b = calloc((size_t)n + 2, sizeof *b);
  fill(0, n - 1, a);
  fill(5, 4, a);              /* empty */
  fill(n, n, a);              /* one element */
  reverse_scale(n - 1, 10, a, b);
  double *w = calloc((size_t)n, sizeof *w);
  window(n, 4, a, w);
  window(n, 0, b, w);
  evens(n - 2, a);
  upto((size_t)n - 1, b);
  upto(0, a);
  double s1 = 0, s2 = 0, s3 = 0;
  for (long i = 0; i <= n; i++) { s1 += a[i] * (double)(i % 7 + 1); s2 += b[i] * (double)(i + 1); }
  for (long i = 0; i < n; i++) s3 += w[i] * (double)(i % 3 + 1);
  printf("%.17g\n%.17g\n%.17g\n", s1, s2, s3);
  free(a); free(b); free(w);
  return 0;
}
