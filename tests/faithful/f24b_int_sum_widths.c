/* Integer sums as written: int sums of values that stay in range in C's order, unsigned sums that wrap
   many times (any order gives the same value modulo 2^32), long sums of int products (the product in
   int: small factors) and of widened products ((long)a * b beyond 2^31), `s -= e` and `s = s - e` of
   unsigned values, a sum of the iterator itself, sums into unsigned long of int data (negative terms
   converted modulo 2^64), and int sums per row and per column. */
#include <stdio.h>

#define N 4000
#define R 40
#define C 100

static int a[N], b[N];
static unsigned u[N];
static int M[R][C];
static long rs[R];
static unsigned cs[C];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 2001 - 1000;
    b[i] = (i * 104729) % 65536 - 32768;
    u[i] = 4000000000u - (unsigned)i * 99991u;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (r * 131 + c * 71) % 1000001 - 500000;
  int s = 0, it = 0;
  unsigned us = 7u, ud = 0u, ue = 1u;
  long lp = 0, lw = 0;
  unsigned long ul = 0ul;
#pragma scop
  for (int i = 0; i < N; i++)
    s += a[i];
  for (int i = 0; i < N; i++)
    us += u[i];
  for (int i = 0; i < N; i++)
    ud -= u[i];
  for (int i = 0; i < N; i++)
    ue = ue - u[i] * 3u;
  for (int i = 0; i < N; i++)
    lp += a[i] * 1000;
  for (int i = 0; i < N; i++)
    lw = lw + (long)b[i] * b[N - 1 - i];
  for (int i = 0; i < N; i++)
    it += i;
  for (int i = 0; i < N; i++)
    ul += a[i];
  for (int r = 0; r < R; r++) {
    rs[r] = 0;
    for (int c = 0; c < C; c++)
      rs[r] += M[r][c];
  }
  for (int c = 0; c < C; c++) {
    cs[c] = 0u;
    for (int r = 0; r < R; r++)
      cs[c] += M[r][c];
  }
#pragma endscop
  printf("%d %u %u %u %ld %ld %d %lu\n", s, us, ud, ue, lp, lw, it, ul);
  for (int r = 0; r < R; r++)
    printf("%ld\n", rs[r]);
  for (int c = 0; c < C; c += 3)
    printf("%u\n", cs[c]);
  return 0;
}
