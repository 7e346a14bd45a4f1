/* Floating values as conditions: `if (x)`, `while`-free guards, `x ? a : b`, `!x`, `x && y` where x is
   a double or float that may be -0.0 (false), NaN (true) or a subnormal (true). */
#include <stdio.h>
#include <math.h>
#define N 12

int main(void) {
  double x[N] = {0.0, -0.0, NAN, 1e-320, -1.0, INFINITY, 0.5, -0.0, 2.0, NAN, 0.0, 3.0};
  float f[N];
  double y[N], z[N];
  int c[N], d[N];
  for (int i = 0; i < N; i++) { f[i] = (float)x[i] * 1e-30f; y[i] = -1.0; z[i] = 0.0; }
#pragma scop
  for (int i = 0; i < N; i++) {
    if (x[i])
      y[i] = 10.0 + i;
    if (!f[i])
      z[i] = 5.0;
    else
      z[i] = x[i] * 2.0;
    c[i] = f[i] ? (x[i] ? 3 : 2) : 1;
    d[i] = (f[i] || x[i]) + 2 * (x[i] && !f[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%g %g %d %d\n", y[i], z[i], c[i], d[i]);
  return 0;
}
