/* Locals declared with block-scope typedef names (device code, outside the function, does not see them):
   a scalar typedef, one that hides a file-scope typedef of another type, typedefs of typedefs, a pointer,
   an array and an iterator typedef, and <stdint.h> names. */
#include <stdio.h>
#include <stdint.h>
typedef float real;
typedef int64_t wide;
static void scale(int n, double *a, long *c) {
  typedef double real;            /* hides the file's float */
  typedef real *rptr;
  typedef int32_t ix;
  typedef wide big;
  typedef double row[64];
  rptr p = a;
  real alpha = 1.0 / 3.0;
  row tmp;
#pragma scop
  for (ix i = 0; i < n; i++) {
    real t = p[i] * alpha + 1e-9;
    big w = c[i] * 3 + (big)i;
    tmp[i] = t * t;
    c[i] = w;
  }
  for (ix i = 0; i < n; i++)
    p[i] = tmp[i] + tmp[n - 1 - i];
#pragma endscop
}
int main(void) {
  double a[64];
  long c[64];
  for (int i = 0; i < 64; i++) { a[i] = i + 0.25; c[i] = i * 1000000007L; }
  scale(64, a, c);
  double s = 0;
  long t = 0;
  for (int i = 0; i < 64; i++) { s += a[i] * (i + 1); t += c[i] ^ i; }
  printf("%.17g %ld\n", s, t);
  return 0;
}
