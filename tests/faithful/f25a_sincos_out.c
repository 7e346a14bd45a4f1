#define _GNU_SOURCE
#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  double t[N], s[N], c[N];
  float tf[N], sf[N], cf[N];
  for (int i = 0; i < N; i++) { t[i] = i * 0.41 - 3.0; tf[i] = (float)t[i]; }
#pragma scop
  for (int i = 0; i < N; i++) {
    sincos(t[i], &s[i], &c[i]);
    sincosf(tf[i], &sf[i], &cf[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.15g %.15g %.7g %.7g\n", s[i], c[i], sf[i], cf[i]);
  return 0;
}
