/* Integer products: unsigned products that wrap (any order: multiplication modulo 2^32 is associative
   and commutative), odd factors so that the product never reaches 0, unsigned long products of even
   factors that reach 0 modulo 2^64, an int product of small factors that stays in range, a product
   with a zero factor in the middle (C's running product is 0 from there on), `p = p * e` and
   `p = e * p`, and per-row products modulo 2^32. */
#include <stdio.h>

#define N 2500
#define R 12
#define C 200

static unsigned f[N];
static unsigned long g[N];
static int t[N], z[N];
static unsigned m[R][C];
static unsigned rp[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    f[i] = 2u * (unsigned)((i * 2654435761u) % 100000u) + 1u;
    g[i] = (unsigned long)(i % 7 + 2);
    t[i] = (i % 31 == 0) ? -1 : 1;
    z[i] = (i == N / 2) ? 0 : (i % 5 + 1);
  }
  t[17] = 2;
  t[900] = 3;
  t[1999] = -2;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      m[r][c] = (unsigned)(r * 1000 + c * 7 + 3);
  unsigned p = 1u, q = 5u;
  unsigned long lp = 1ul, lq = 3ul;
  int ip = 1, zp = 1;
#pragma scop
  for (int i = 0; i < N; i++)
    p *= f[i];
  for (int i = 0; i < N; i++)
    q = f[i] * q;
  for (int i = 0; i < N; i++)
    lp *= g[i];
  for (int i = 0; i < 40; i++)
    lq = lq * g[i];
  for (int i = 0; i < N; i++)
    ip *= t[i];
  for (int i = N / 2; i < N; i++)
    zp = zp * z[i];
  for (int r = 0; r < R; r++) {
    rp[r] = 1u;
    for (int c = 0; c < C; c++)
      rp[r] *= m[r][c];
  }
#pragma endscop
  printf("%u %u %lu %lu %d %d\n", p, q, lp, lq, ip, zp);
  for (int r = 0; r < R; r++)
    printf("%u\n", rp[r]);
  return 0;
}
