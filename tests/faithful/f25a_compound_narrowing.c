#include <stdio.h>
#include <stdint.h>
#define N 20

int main(void) {
  uint8_t a[N];
  short s[N];
  int k[N], m[N];
  float f[N];
  double d[N];
  signed char sc[N];
  for (int i = 0; i < N; i++) {
    a[i] = (uint8_t)(i * 17); s[i] = (short)(i * 3001); k[i] = i * 7 - 50; m[i] = i * 1000003;
    f[i] = 1.0f + i * 1e-7f; d[i] = 0.1 * i; sc[i] = (signed char)(i * 13);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] += 200;
    s[i] *= 3;
    k[i] += 0.7;
    k[i] *= 1.5;
    m[i] /= 0.3;
    f[i] += d[i] * 1e-8;
    sc[i] -= 100;
    a[i] >>= i % 3;
    s[i] <<= 1;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%u %d %d %d %a %d\n", a[i], s[i], k[i], m[i], f[i], sc[i]);
  return 0;
}
