/* Floating values whose truth or sign is what the statement keeps: `!(a*b - c)`, `x && y`, the sign
   that copysign takes, signbit and isnan of a difference.  c is a*b rounded, so a*b - c is 0 in C
   (no contraction), and the rounding error of a*b if a compiler fused it into an fma. */
#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  double a[N], b[N], c[N], s[N];
  float fa[N], fb[N], fc[N];
  int z[N], both[N], either[N], sb[N], nz[N], fz[N];
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + (i + 1) * 0.1234567891234567;
    b[i] = 3.0 - (i + 1) * 0.0987654321987654;
    c[i] = a[i] * b[i];
    fa[i] = 1.0f + (i + 1) * 0.1234567f;
    fb[i] = 3.0f - (i + 1) * 0.0987654f;
    fc[i] = fa[i] * fb[i];
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    z[i] = !(a[i] * b[i] - c[i]);
    both[i] = (a[i] * b[i] - c[i]) && a[i];
    either[i] = (a[i] * b[i] - c[i]) || (c[i] - a[i] * b[i]);
    s[i] = copysign(1.0, a[i] * b[i] - c[i]);
    sb[i] = signbit(c[i] - a[i] * b[i]) != 0;
    nz[i] = (a[i] * b[i] - c[i]) != 0.0;
    fz[i] = !(fa[i] * fb[i] - fc[i]) + 2 * ((fa[i] * fb[i] - fc[i]) ? 1 : 0);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %g %d %d %d\n", z[i], both[i], either[i], s[i], sb[i], nz[i], fz[i]);
  return 0;
}
