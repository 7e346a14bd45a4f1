/* long double constants and casts inside expressions whose objects are all double: C computes the
   expression in long double (x87's 64-bit mantissa) and rounds once when it stores it. */
#include <stdio.h>
#define N 20

int main(void) {
  double x[N], a[N], b[N], c[N], d[N];
  long k[N];
  for (int i = 0; i < N; i++) x[i] = 1.0 + i * 0.1;
#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] = x[i] * 0.1L;
    b[i] = (long double)x[i] / 3 + 1e-17L;
    c[i] = x[i] + 1e-17L - x[i];
    d[i] = (double)((long double)x[i] * x[i] - (long double)(x[i] * x[i]));
    k[i] = (long)((long double)x[i] * 1e18L);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a %a %ld\n", a[i], b[i], c[i], d[i], k[i]);
  return 0;
}
