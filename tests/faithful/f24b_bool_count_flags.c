/* Any/all and counts as written: `found = found || a[i] > t`, `all = all && a[i] >= 0`, `found |= a[i]
   > t`, `if (a[i] > t) found = 1;` (a data-dependent condition), `cnt += a[i] > t`, `cnt += (a[i] & 1)
   == 0`, a count by an affine condition (`if (i % 3 == 0) cnt++`), bitwise &=, |=, ^= of int, unsigned
   and long (negative values: all ones as the start of &), and per-row counts. */
#include <stdio.h>

#define N 5000
#define R 25
#define C 160

static int a[N];
static unsigned u[N];
static long l[N];
static double x[R][C];
static int rc[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (i * 7919) % 1001 - 500;
    u[i] = 0xffffffffu ^ (1u << (i % 32)) ^ (unsigned)(i * 2654435761u & 0x0f0f0000u);
    l[i] = -((long)(i % 61) << 40) - 1;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      x[r][c] = (double)((r * 17 + c * 29) % 37) - 18.5;
  int any = 0, all = 1, orf = 0, cnt = 0, even = 0, third = 0, iand = -1, ior = 0, ixor = 0;
  unsigned uand = ~0u, uor = 0u, uxor = 0u;
  long land = -1, lor = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    any = any || a[i] > 498;
  for (int i = 0; i < N; i++)
    all = all && a[i] >= -500;
  for (int i = 0; i < N; i++)
    orf |= a[i] > 499;
  for (int i = 0; i < N; i++)
    cnt += a[i] > 250;
  for (int i = 0; i < N; i++)
    even += (a[i] & 1) == 0;
  for (int i = 0; i < N; i++)
    if (i % 3 == 0)
      third++;
  for (int i = 0; i < N; i++) {
    iand &= a[i] | 0x7ffffc00;
    ior |= a[i] & 0x3ff;
    ixor ^= a[i];
  }
  for (int i = 0; i < N; i++) {
    uand &= u[i];
    uor = uor | (u[i] >> 28);
    uxor = u[i] ^ uxor;
  }
  for (int i = 0; i < N; i++) {
    land = land & l[i];
    lor |= l[i];
  }
  for (int r = 0; r < R; r++) {
    rc[r] = 0;
    for (int c = 0; c < C; c++)
      rc[r] += x[r][c] > 0.0;
  }
#pragma endscop
  int flag = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    if (a[i] > 480)
      flag = 1;
#pragma endscop
  printf("%d %d %d %d %d %d %d %d %d %d\n", any, all, orf, cnt, even, third, iand, ior, ixor, flag);
  printf("%08x %08x %08x %lx %lx\n", uand, uor, uxor, (unsigned long)land, (unsigned long)lor);
  for (int r = 0; r < R; r++)
    printf("%d\n", rc[r]);
  return 0;
}
