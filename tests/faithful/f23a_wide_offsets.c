/* 64-bit iterators and offsets beyond int's range, as out-of-core and global-index codes write them: a
   long long global index starting at 3e9 mapped to a local buffer, a ptrdiff_t window -(ptrdiff_t)m ..
   (ptrdiff_t)m over a size_t half-width, an int64_t product of two int iterators widened before the
   multiply, and a uint64_t iterator whose square exceeds 2^32. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define L 64

int main(void)
{
  static double buf[L], w[2 * 9 + 1], conv[L];
  static int64_t gid[L], prod[L][L];
  static uint64_t sq[L];
  long long base = 3000000000LL;
  size_t m = 9;
  for (int i = 0; i < L; i++)
    buf[i] = ((i * 7) % 13) * 0.5;
  for (int k = 0; k < 2 * 9 + 1; k++)
    w[k] = 1.0 / (1 + (k - 9) * (k - 9));

#pragma scop
  for (long long g = base; g < base + L; g++)
    gid[g - base] = g * 3 - (g >> 1) + g % 1000;
  for (ptrdiff_t i = (ptrdiff_t)m; i < L - (ptrdiff_t)m; i++) {
    conv[i] = 0;
    for (ptrdiff_t k = -(ptrdiff_t)m; k <= (ptrdiff_t)m; k++)
      conv[i] += w[k + (ptrdiff_t)m] * buf[i + k];
  }
  for (int i = 0; i < L; i++)
    for (int j = 0; j < L; j++)
      prod[i][j] = (int64_t)(i + 1) * 100000 * (j + 70000) - (int64_t)i * j;
  for (uint64_t u = 70000; u < 70000 + L; u++)
    sq[u - 70000] = u * u + (u << 33);
#pragma endscop

  for (int i = 0; i < L; i++)
    printf("%d %lld %.12g %llu %lld\n", i, (long long)gid[i], conv[i], (unsigned long long)sq[i],
           (long long)prod[i][L - 1 - i]);
  return 0;
}
