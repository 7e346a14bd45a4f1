#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  float a[N], b[N], r1[N], r2[N];
  double d1[N];
  for (int i = 0; i < N; i++) { a[i] = 1.0f + i * 1.1920929e-7f; b[i] = 16777216.0f + 2.0f * i; }
#pragma scop
  for (int i = 0; i < N; i++) {
    r1[i] = a[i] * 0.1 + b[i];
    r2[i] = a[i] * 0.1f + b[i];
    d1[i] = a[i] * b[i] - (double)a[i] * b[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a\n", r1[i], r2[i], d1[i]);
  return 0;
}
