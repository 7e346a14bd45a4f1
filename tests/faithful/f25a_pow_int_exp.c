#include <stdio.h>
#include <math.h>
#define N 16

int main(void) {
  double x[N], p2[N], p3[N], pm[N], ph[N], pk[N];
  float xf[N], pf[N];
  for (int i = 0; i < N; i++) { x[i] = (i - 7) * 0.6; xf[i] = (float)x[i]; }
#pragma scop
  for (int i = 0; i < N; i++) {
    p2[i] = pow(x[i], 2);
    p3[i] = pow(x[i], 3.0);
    pm[i] = pow(x[i], -2);
    ph[i] = x[i] >= 0.0 ? pow(x[i], 0.5) : -1.0;
    pk[i] = pow(1.1, i);
    pf[i] = powf(xf[i], 3);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a %a %a %a\n", p2[i], p3[i], pm[i], ph[i], pk[i], pf[i]);
  return 0;
}
