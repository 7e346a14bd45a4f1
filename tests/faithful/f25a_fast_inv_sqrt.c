#include <stdio.h>
#include <stdint.h>
#define N 20

union pun { float f; int32_t i; };

int main(void) {
  float x[N], y[N];
  for (int i = 0; i < N; i++) x[i] = 0.25f + i * 1.5f;
#pragma scop
  for (int i = 0; i < N; i++) {
    union pun p;
    p.f = x[i];
    p.i = 0x5f3759df - (p.i >> 1);
    y[i] = p.f * (1.5f - 0.5f * x[i] * p.f * p.f);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a\n", y[i]);
  return 0;
}
