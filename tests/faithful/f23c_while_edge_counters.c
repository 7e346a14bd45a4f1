/* Counted while loops of other types, with their counters printed after the SCoPs: an unsigned counter
   counting down to 0 and reading u - 1, a long stepping by 3 up to a bound n - 2; and two that are not
   integer counters (a double stepping by 0.5, a pointer walking an array), which stay sequential with a
   warning at the while. */
#include <stdio.h>
#define N 64
double a[N], b[N];
int main(void) {
  int n = N;
  unsigned u;
  double x;
  double *p;
  long L;
  for (int i = 0; i < n; i++) a[i] = i * 0.5;
#pragma scop
  u = n;
  while (u > 0) {
    b[u - 1] = a[u - 1] * 2.0;
    u--;
  }
#pragma endscop
#pragma scop
  x = 0.0;
  while (x < 4.0) {
    a[3] += x;
    x += 0.5;
  }
#pragma endscop
#pragma scop
  p = b;
  while (p < b + 8) {
    *p = 1.0;
    p++;
  }
#pragma endscop
#pragma scop
  L = 2;
  while (L <= n - 2) {
    b[L] = b[L] + a[L - 2];
    L += 3;
  }
#pragma endscop
  printf("%u %g %g %ld %g %g\n", u, x, b[5], L, b[40], a[3]);
  return 0;
}
