#include <stdio.h>
#include <math.h>
#define N 12

int main(void) {
  double x[N] = {0.0, -0.0, 1.0, -2.5, 1e-310, -4e-320, INFINITY, -INFINITY, NAN, 1e300, 0.75, 3.0};
  int il[N], cl[N], fin[N], nor[N], sb[N];
  double lb[N];
#pragma scop
  for (int i = 0; i < N; i++) {
    il[i] = x[i] != 0.0 && isfinite(x[i]) ? ilogb(x[i]) : -99;
    cl[i] = fpclassify(x[i]);
    fin[i] = isfinite(x[i]) != 0;
    nor[i] = isnormal(x[i]) != 0;
    sb[i] = signbit(x[i]) != 0;
    lb[i] = isfinite(x[i]) && x[i] != 0.0 ? logb(x[i]) : 0.0;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %g\n", il[i], cl[i], fin[i], nor[i], sb[i], lb[i]);
  return 0;
}
