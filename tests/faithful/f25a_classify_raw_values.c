#include <stdio.h>
#include <math.h>
#define N 8

int main(void) {
  double x[N] = {0.0, -0.0, 1.5, -2.5, INFINITY, -INFINITY, NAN, -1e-310};
  float f[N];
  int si[N], sb[N], sf[N], fin[N];
  for (int i = 0; i < N; i++) f[i] = (float)x[i];
#pragma scop
  for (int i = 0; i < N; i++) {
    si[i] = isinf(x[i]);
    sb[i] = signbit(x[i]);
    sf[i] = signbit(f[i]);
    fin[i] = isfinite(f[i]) + isnan(f[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d\n", si[i] != 0, sb[i] != 0, sf[i] != 0, fin[i]);
  return 0;
}
