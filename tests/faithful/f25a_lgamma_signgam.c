#define _DEFAULT_SOURCE
#include <stdio.h>
#include <math.h>
#define N 16

int main(void) {
  double x[N], lg[N], tg[N];
  int sg[N];
  for (int i = 0; i < N; i++) x[i] = (i - 7) * 0.75 + 0.1;
#pragma scop
  for (int i = 0; i < N; i++) {
    lg[i] = lgamma(x[i]);
    sg[i] = signgam;
    tg[i] = tgamma(x[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.15g %d %.15g\n", lg[i], sg[i], tg[i]);
  return 0;
}
