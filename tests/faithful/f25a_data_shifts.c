#include <stdio.h>
#include <stdint.h>
#define N 40

int main(void) {
  uint32_t v[N], l[N], r[N], rot[N];
  int32_t s[N], sr[N];
  uint64_t w[N], wl[N];
  int k[N];
  for (int i = 0; i < N; i++) {
    v[i] = 0x9e3779b9u * (i + 1);
    s[i] = (int32_t)v[i];
    w[i] = 0x9e3779b97f4a7c15ull * (uint64_t)(i + 3);
    k[i] = (i * 7) % 70 - 3;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    l[i] = (k[i] >= 0 && k[i] < 32) ? v[i] << k[i] : 0;
    r[i] = (k[i] >= 0 && k[i] < 32) ? v[i] >> k[i] : v[i];
    sr[i] = (k[i] >= 0 && k[i] < 32) ? s[i] >> k[i] : -1;
    rot[i] = (k[i] > 0 && k[i] < 32) ? (v[i] << k[i]) | (v[i] >> (32 - k[i])) : v[i];
    wl[i] = (k[i] >= 0 && k[i] < 64) ? w[i] >> k[i] ^ w[i] << (63 - k[i]) : w[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%08x %08x %d %08x %016llx\n", l[i], r[i], sr[i], rot[i], (unsigned long long)wl[i]);
  return 0;
}
