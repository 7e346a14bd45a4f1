#include <stdio.h>
#include <stdint.h>
#define N 20

int main(void) {
  int s[N];
  unsigned u[N];
  long l[N];
  uint8_t c8[N];
  uint16_t c16[N];
  int lt[N], tern[N], mix[N];
  long long wide[N];
  unsigned short us[N];
  int prom[N];
  for (int i = 0; i < N; i++) {
    s[i] = i - 10;
    u[i] = (unsigned)i * 3u;
    l[i] = (long)(i - 10) * 3;
    c8[i] = (uint8_t)(i * 23);
    c16[i] = (uint16_t)(60000 + i * 301);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    lt[i] = s[i] < u[i];
    tern[i] = (int)((s[i] > 0 ? 1u : -1) / 2);
    mix[i] = (s[i] < l[i]) + (u[i] > l[i]) * 2 + (c8[i] - 200 < 0) * 4;
    wide[i] = u[i] * 0x10000000u + (long long)s[i] * 0x100000000LL;
    us[i] = c16[i] + c16[i];
    prom[i] = (uint8_t)(c8[i] << 3) >> 2 | (c8[i] << 3) >> 2;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %lld %u %d\n", lt[i], tern[i], mix[i], wide[i], us[i], prom[i]);
  return 0;
}
