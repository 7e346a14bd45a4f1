#include <stdio.h>
#define N 200

static void p128(const char *n, unsigned __int128 v) {
  printf("%s %016llx%016llx\n", n, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
  long long a[N];
  unsigned long long u[N];
  __int128 s = 0, w = -1;
  unsigned __int128 us = 0, x = 0;
  unsigned __int128 mx = 0;
  for (int i = 0; i < N; i++) {
    a[i] = (i % 2 ? 1 : -1) * (0x7000000000000000LL + (long long)i * 0x123456789LL);
    u[i] = 0xf000000000000000ull + (unsigned long long)i * 0x987654321ull;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    s += (__int128)a[i] * a[(i + 1) % N];
  for (int i = 0; i < N; i++)
    us += (unsigned __int128)u[i] << (i % 64);
  for (int i = 0; i < N; i++)
    x ^= (unsigned __int128)u[i] * u[i];
  for (int i = 0; i < N; i++)
    w &= ~((__int128)1 << (i % 127));
  for (int i = 0; i < N; i++)
    mx = mx > (unsigned __int128)u[i] * (i + 1) ? mx : (unsigned __int128)u[i] * (i + 1);
#pragma endscop
  p128("s", (unsigned __int128)s); p128("us", us); p128("x", x); p128("w", (unsigned __int128)w); p128("mx", mx);
  return 0;
}
