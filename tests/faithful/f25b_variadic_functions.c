/* SCoPs in a variadic function (arrays taken with va_arg before the SCoP) and in a function taking a
   va_list from a variadic wrapper. */
#include <stdarg.h>
#include <stdio.h>
#define N 40
static double combine(int n, int count, ...) {
  va_list ap;
  double *a, *b;
  int i;
  double s = 0.0;
  va_start(ap, count);
  a = va_arg(ap, double *);
  b = va_arg(ap, double *);
  va_end(ap);
#pragma scop
  for (i = 0; i < n; i++)
    a[i] = a[i] * count + b[i];
  for (i = 0; i < n; i++)
    s += a[i];
#pragma endscop
  return s;
}
static double vsum(int n, va_list ap) {
  double *x = va_arg(ap, double *);
  int i;
  double s = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    x[i] = x[i] + 1.0;
  for (i = 0; i < n; i++)
    s += x[i] * x[i];
#pragma endscop
  return s;
}
static double wrap(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double r = vsum(n, ap);
  va_end(ap);
  return r;
}
int main(void) {
  double A[N], B[N];
  for (int i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = (i % 3) - 1.0; }
  double r1 = combine(N, 3, A, B);
  double r2 = wrap(N - 5, B);
  printf("%.10f %.10f %.10f %.10f\n", r1, r2, A[7], B[30]);
  return 0;
}
