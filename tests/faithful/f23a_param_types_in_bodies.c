/* Scalars of every integer type read in statement bodies, where their type decides the arithmetic:
   an unsigned square that wraps modulo 2^32, -u of an unsigned, an unsigned short product promoted to
   int, a uint8_t sum that stays int, a size_t difference that wraps into a double, an int64_t product
   that does not, and a signed char that converts by its value. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define N 32

int main(int argc, char **argv)
{
  unsigned u = 70000u + (unsigned)argc;          /* 70001: u * u wraps */
  unsigned short us = 46000;                      /* us * us fits in int (2116000000) */
  uint8_t b = 250;
  size_t z = 5;
  int64_t w = 3000000000LL;
  signed char sc = -7;
  unsigned long ul = 18446744073709551000ul;
  double r1[N], r2[N], r3[N];
  unsigned o1[N];
  long long o2[N];
  (void)argv;

#pragma scop
  for (int i = 0; i < N; i++) {
    o1[i] = u * u + i * u - (unsigned)i * 3u;
    r1[i] = -u + (us * us - i) / 1e9 + (b + b + i);
    r2[i] = (z - i) * 1.0 + sc * i + (sc < b);
    o2[i] = w * i + w * w / 1000000 - (long long)(ul + i);
    r3[i] = (ul + (unsigned long)i) * 0.5 + (i - z < 3) + (sc + i > z);
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %u %.17g %.17g %lld %.17g\n", i, o1[i], r1[i], r2[i], o2[i], r3[i]);
  return 0;
}
