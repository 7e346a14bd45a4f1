/* Triangular loops over unsigned and size_t iterators whose differences in bodies are unsigned: i - j
   (j <= i) is the distance, j - i wraps to 2^32 - (i - j) and converts to a huge double, (i - j) / 2u
   and (j - i) % 7u; a lower-triangular product in size_t with the wrap-free form k <= i. */
#include <stdio.h>
#include <stddef.h>

#define N 26

int main(void)
{
  static double L[N][N], U[N][N], x[N], y[N], d1[N][N], d2[N][N];
  static unsigned m1[N][N], m2[N][N];
  unsigned n = N;
  size_t m = N;
  for (int i = 0; i < N; i++) {
    x[i] = (i % 5) - 2.0;
    for (int j = 0; j < N; j++) {
      L[i][j] = j <= i ? 1.0 / (1 + i + j) : 0;
      U[i][j] = 0;
    }
  }

#pragma scop
  for (unsigned i = 0; i < n; i++)
    for (unsigned j = 0; j <= i; j++) {
      d1[i][j] = (i - j) * 0.5;
      d2[i][j] = (j - i) * 1e-9;
      m1[i][j] = (i - j) / 2u + (j - i) % 7u;
      m2[i][j] = (j - i) >> 28;
    }
  for (size_t i = 0; i < m; i++) {
    y[i] = 0;
    for (size_t k = 0; k <= i; k++)
      y[i] += L[i][k] * x[k] * (double)(i - k + 1);
  }
  for (size_t i = 0; i < m; i++)
    for (size_t j = i; j < m; j++)
      U[i][j] = L[j][i] * (double)(j - i) - (double)(i - j) * 1e-20;
#pragma endscop

  double s = 0;
  unsigned long h = 0;
  for (int i = 0; i < N; i++) {
    printf("%d %.12g\n", i, y[i]);
    for (int j = 0; j < N; j++) {
      s += d1[i][j] + d2[i][j] + U[i][j];
      h = h * 31 + m1[i][j] + m2[i][j];
    }
  }
  printf("%.12g %lu\n", s, h);
  return 0;
}
