/* Iterators and bounds of many integer types in one SCoP, mixed in expressions: the usual arithmetic
   conversions decide whether a difference is negative or a huge unsigned value, whether a division
   truncates a negative value, and in which width a product is made. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 64
long long R1[N];
unsigned long R2[N];
int R3[N][8];
double R4[N];
int64_t R5[N];
uint32_t R6[N];

static void kernel(size_t n, int m, int off, int64_t big, uint32_t u, unsigned char uc, signed char sc,
                   short sh) {
  size_t i;
  ptrdiff_t p;
  uint32_t w;
  char c;
  unsigned char b;
  signed char s;
#pragma scop
  for (i = 0; i < n; i++) {
    R1[i] = (long long)(i - 5) / 3 + off;         /* size_t difference: wraps for i < 5, then cast */
    R2[i] = (i - 5) / 3;                              /* unsigned division of a wrapped value */
  }
  for (p = -off; p < m - off; p++)
    R4[p + off] = (p * sc) % 7 + p / 4;               /* ptrdiff_t times signed char: negative results */
  for (w = 0; w < u; w++)
    R6[w] = (w - u) * 3u + (w < (uint32_t)sh ? 1u : 0u) + (uint32_t)(sh * uc);
  for (c = 0; c < 8; c++)
    for (b = uc; b < uc + 8; b++)
      R3[c + 8 * (b - uc)][c] = c * b - (b >> 1) + (sc < c);
  for (s = -3; s < sc; s++)
    R5[s + 3] = big * s + (big >> 33) - (int64_t)u * s + (s % 2) * (big % 5);
#pragma endscop
}

int main(void) {
  kernel(40, 40, 7, 3000000000LL, 20, 200, -5, -3);
  for (int k = 0; k < N; k++)
    printf("%lld %lu %g %lld %u\n", R1[k], R2[k], R4[k], (long long)R5[k], R6[k]);
  kernel(50, 50, 0, -9000000000LL, 33, 3, 30, 17);
  long long s = 0;
  for (int k = 0; k < N; k++) {
    for (int j = 0; j < 8; j++) s = s * 3 + R3[k][j];
    printf("%lld %lu %g %lld %u\n", R1[k], R2[k], R4[k], (long long)R5[k], R6[k]);
  }
  printf("%lld\n", s);
  return 0;
}
