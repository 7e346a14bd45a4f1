#include <stdio.h>
#include <stdint.h>
#include <math.h>
#define N 40

int main(void) {
  double g[N];
  uint8_t a[N], b[N], c[N];
  unsigned char sum[N];
  for (int i = 0; i < N; i++) g[i] = (i - 5) * 7.25 + (i % 4) * 0.5;
#pragma scop
  for (int i = 0; i < N; i++) {
    double v = g[i] < 0.0 ? 0.0 : (g[i] > 255.0 ? 255.0 : g[i]);
    a[i] = (uint8_t)(v + 0.5);
    b[i] = (uint8_t)round(v);
    c[i] = (uint8_t)nearbyint(v);
    sum[i] = a[i] + b[i] + c[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%u %u %u %u\n", a[i], b[i], c[i], sum[i]);
  return 0;
}
