/* Accumulators narrower than int: `unsigned char s += a[i]` is computed in int and truncated modulo 256
   at every store, so any order gives the same value; an unsigned short product and sum; a signed char
   sum whose stores convert out-of-range ints (GCC: modulo 256, implementation-defined), a short sum that
   stays in range, a short that wraps through its conversions, an unsigned char xor and an unsigned
   short and/or; per row and over the array. */
#include <stdio.h>
#include <stdint.h>

#define N 3001
#define R 16

static unsigned char a[N];
static short h[N];
static int w[N];
static unsigned char ra[R][N];
static unsigned char rsum[R];
static signed char rsc[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (unsigned char)(i * 37 + 11);
    h[i] = (short)((i * 271) % 200 - 100);
    w[i] = (i * 7919) % 100000 - 50000;
  }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++)
      ra[r][i] = (unsigned char)(r * 13 + i * 7);
  unsigned char cs = 3, cx = 0;
  unsigned short us = 0, up = 1, uand = 0xffff, uor = 0;
  signed char sc = 0;
  short ss = 0, sw = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    cs += a[i];
  for (int i = 0; i < N; i++)
    us += a[i] * 300;
  for (int i = 0; i < N; i++)
    up *= a[i] | 1;
  for (int i = 0; i < N; i++)
    sc += a[i];
  for (int i = 0; i < N; i++)
    ss += h[i];
  for (int i = 0; i < N; i++)
    sw = sw + w[i];
  for (int i = 0; i < N; i++)
    cx ^= a[i];
  for (int i = 0; i < N; i++) {
    uand &= a[i] | 0xff00;
    uor |= a[i] << 3;
  }
  for (int r = 0; r < R; r++) {
    rsum[r] = 0;
    rsc[r] = 0;
    for (int i = 0; i < N; i++) {
      rsum[r] += ra[r][i];
      rsc[r] -= ra[r][i];
    }
  }
#pragma endscop
  printf("%u %u %u %d %d %d %u %u %u\n", cs, us, up, sc, ss, sw, cx, uand, uor);
  for (int r = 0; r < R; r++)
    printf("%u %d\n", rsum[r], rsc[r]);
  return 0;
}
