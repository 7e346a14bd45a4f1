/* floating values converted to unsigned types in their range: above INT_MAX and above LONG_MAX */
#include <stdio.h>
#include <stdint.h>
#define N 16

int main(void) {
  double x[N];
  float f[N];
  unsigned u[N];
  unsigned long long ul[N];
  uint16_t us[N];
  unsigned uf[N];
  for (int i = 0; i < N; i++) {
    x[i] = 2147483648.0 + i * 1.3e8 + 0.75;
    f[i] = 9.3e18f + i * 5.5e17f;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    u[i] = x[i] < 4294967296.0 ? (unsigned)x[i] : 7u;
    ul[i] = (unsigned long long)f[i];
    us[i] = (uint16_t)(x[i] / 65536.0);
    uf[i] = (unsigned)(f[i] / 8.0e9f);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%u %llu %u %u\n", u[i], ul[i], us[i], uf[i]);
  return 0;
}
