/* Reductions with bitwise operators (|=, ^=, &=, and x = x | y), an unsigned product that wraps (modular,
   so any order gives C's value), a 64-bit xor of shifted values, and a count with a comparison. */
#include <stdio.h>
#define N 3000
static unsigned U[N];
static int I[N];
static unsigned long long L[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = (unsigned)i * 2654435761u;
    I[i] = (i * 37) % 101 - 50;
    L[i] = (unsigned long long)i * 0x9E3779B97F4A7C15ull;
  }
  unsigned o = 0, x = 0, a = ~0u, p = 1;
  int io = 0, ia = -1, cnt = 0;
  unsigned long long lx = 0, lo = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    o |= U[i] >> 7;
    x ^= U[i];
    a &= U[i] | 0x10u;
  }
  for (int i = 0; i < N; i++) {
    io = io | I[i];
    ia = ia & (I[i] | 0x40);
    p *= U[i] | 1u;
  }
  for (int i = 0; i < N; i++) {
    lx ^= L[i] << (i % 17);
    lo |= L[i] & 0xF0F0ull;
    cnt += I[i] > 10;
  }
#pragma endscop
  printf("%u %u %u %u %d %d %d %llu %llu\n", o, x, a, p, io, ia, cnt, lx, lo);
  return 0;
}
