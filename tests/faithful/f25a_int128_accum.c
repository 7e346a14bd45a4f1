#include <stdio.h>
#include <stdint.h>
#define N 40

static void p128(unsigned __int128 v) {
  printf("%016llx%016llx\n", (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
  long long a[N], b[N];
  __int128 prod[N];
  unsigned __int128 sq[N];
  __int128 dot = 0;
  unsigned __int128 h = 1;
  for (int i = 0; i < N; i++) {
    a[i] = (long long)0x7fffffffffff1234LL - (long long)i * 987654321987LL;
    b[i] = (i % 3 == 0 ? -1 : 1) * ((long long)i * 123456789123LL + 17);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    prod[i] = (__int128)a[i] * b[i];
    sq[i] = (unsigned __int128)a[i] * (unsigned __int128)a[i];
  }
  for (int i = 0; i < N; i++)
    dot += (__int128)a[i] * b[i];
  for (int i = 0; i < N; i++)
    h = h * 0x100000001b3ULL + (unsigned __int128)b[i];
#pragma endscop
  for (int i = 0; i < N; i++) { p128((unsigned __int128)prod[i]); p128(sq[i]); }
  p128((unsigned __int128)dot);
  p128(h);
  return 0;
}
