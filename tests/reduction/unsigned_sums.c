/* Sums, xors and maxima of unsigned accumulators over unsigned data, in loops of int iterators (the
   iterator in the subscripts only), a product with a 1u constant: full reductions; `s += i` (an int
   converted into the unsigned sum) stays in C's order. */
#include <stdio.h>
#include <stdint.h>
#define N 100000
unsigned a[N]; int b[N]; uint64_t h[N]; unsigned cnt[64]; unsigned short w[N];
int main(void) {
  for (int i = 0; i < N; i++) { a[i] = i * 2654435761u; b[i] = i % 97 - 40; h[i] = (uint64_t)i * 0x9E3779B97F4A7C15ull; w[i] = (unsigned short)(i * 7919); }
  unsigned s = 0, x = 0, p = 1, m = 0; uint64_t u = 0; unsigned long long q = 0; unsigned ws = 0;
#pragma scop
  for (int i = 0; i < N; i++) s += a[i];
  for (int i = 0; i < N; i++) x ^= a[i] >> 5;
  for (int i = 0; i < N; i++) p *= a[i] | 1u;
  for (int i = 0; i < N; i++) m = a[i] > m ? a[i] : m;
  for (int i = 0; i < N; i++) u += h[i];
  for (int i = 0; i < N; i++) q = q + h[i] * 3;
  for (int i = 0; i < N; i++) ws += w[i];
  for (int r = 0; r < 64; r++)
    for (int i = 0; i < N / 64; i++)
      cnt[r] += a[r * (N / 64) + i] & 0xffu;
  for (int i = 0; i < N; i++) s += i;
#pragma endscop
  unsigned c = 0;
  for (int r = 0; r < 64; r++) c = c * 31 + cnt[r];
  printf("%u %u %u %u %llu %llu %u %u\n", s, x, p, m, (unsigned long long)u, q, ws, c);
  return 0;
}
