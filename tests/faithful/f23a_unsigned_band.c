/* Banded loops over unsigned iterators whose start wraps: `for (unsigned j = i - 1; j < i + 2; j++)`
   at i = 0 starts at UINT_MAX and runs zero times (a signed j would run from -1), the same with a
   uint8_t j under an int i, and a size_t window `j = i - 2 .. i + 2` clipped by `j < n`: starts that wrap
   for some iterations are not modelled (sequential, with a warning); the band from i = 1 is. */
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

#define N 20

int main(void)
{
  static double A[N + 2][N + 2], y[N + 2], z[N + 2];
  static int cnt[N + 2], hits[300];
  static long win[N];
  unsigned n = N;
  size_t m = N;
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      A[i][j] = (i == j) * 4.0 - (i - j == 1 || j - i == 1) * 1.0 + (i + j) % 3 * 0.01;

#pragma scop
  for (unsigned i = 0; i < n; i++) {
    y[i] = 0;
    for (unsigned j = i - 1; j < i + 2; j++)
      y[i] += A[i][j] * (j + 1);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    for (uint8_t j = i - 1; j < i + 2; j++)
      cnt[j] += i;
#pragma endscop
#pragma scop
  for (size_t i = 0; i < m; i++)
    for (size_t j = i - 2; j <= i + 2 && j < m; j++)
      win[i] += (long)(j * 10 + i);
#pragma endscop
#pragma scop
  for (unsigned i = 0; i < 6; i++)
    for (unsigned char c = i * 50 - 40; c < 250; c += 30)
      hits[c] += i + 1;
#pragma endscop

  /* the same band from i = 1, where i - 1 does not wrap: offloaded */
#pragma scop
  for (unsigned i = 1; i < n; i++)
    for (unsigned j = i - 1; j < i + 2 && j < n; j++)
      z[i] += A[i][j] * (j + 1);
#pragma endscop

  for (int i = 0; i < N + 2; i++)
    printf("%d %.6f %.6f %d\n", i, y[i], z[i], cnt[i]);
  for (int i = 0; i < N; i++)
    printf("win %d %ld\n", i, win[i]);
  for (int c = 0; c < 300; c++)
    if (hits[c])
      printf("hits %d %d\n", c, hits[c]);
  return 0;
}
