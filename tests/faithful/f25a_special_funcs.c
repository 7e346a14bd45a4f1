#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  double x[N], y[N], h[N], cb[N], er[N], tg[N], fm[N], rm[N];
  for (int i = 0; i < N; i++) { x[i] = (i - 11) * 0.9; y[i] = (i % 5 + 1) * 1.3; }
#pragma scop
  for (int i = 0; i < N; i++) {
    h[i] = hypot(x[i], y[i]);
    cb[i] = cbrt(x[i]);
    er[i] = erf(x[i] * 0.5) + erfc(x[i]);
    tg[i] = x[i] > 0.0 ? tgamma(x[i]) : 0.0;
    fm[i] = fmod(x[i], y[i]);
    rm[i] = remainder(x[i], y[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.15g %.15g %.15g %.15g %a %a\n", h[i], cb[i], er[i], tg[i], fm[i], rm[i]);
  return 0;
}
