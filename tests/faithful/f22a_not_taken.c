/* No pragmas (--autodetect): nests that must stay as written: an `assert` in the body, a memcpy per
   row, a volatile written and read, sqrt where the file reads errno; a factor read through a pointer into
   the array written (taken since faith26a: the overlap test runs the original); nests that may be taken. */
#include <stdio.h>
#include <assert.h>
#include <string.h>
#include <math.h>
#include <errno.h>
enum { W = 24, H = 18 };
double a[W * H], b[64], c[64];
int ia[64];
volatile int vol;
static void f1(double *x, const double *scale, int n) {
  int i;
  for (i = 0; i < n; i++)
    x[i] = x[i] * *scale + 1;
}
static void f2(int n) {
  int i;
  for (i = 0; i < n; i++) {
    assert(i < 64);
    b[i] = i * 0.5;
  }
  for (i = 0; i < (int)(sizeof(c) / sizeof(c[0])); i++)
    c[i] = b[i] = c[i] - 1.0;
  for (i = 0; i < H; i++)
    memcpy(&a[i * W], b, W * sizeof(double));
  for (i = 0; i < n; i++)
    vol = i;
  for (i = 0; i < n; i++)
    ia[i] = (int)(c[i] * 3) % 5 + vol;
}
static int f3(int n) {
  int i;
  errno = 0;
  for (i = 0; i < n; i++)
    c[i] = sqrt(c[i] - 10.0);
  return errno;
}
int main(void) {
  int i;
  for (i = 0; i < 64; i++) { b[i] = i; c[i] = 64 - i; }
  f1(b, &b[10], 40);
  f1(c, &c[63], 64);
  f2(50);
  printf("%d\n", f3(30));
  for (i = 0; i < 64; i += 7) printf("%d %.6g %.6g %d %.6g\n", i, b[i], c[i], ia[i], a[i * 5]);
  return 0;
}
