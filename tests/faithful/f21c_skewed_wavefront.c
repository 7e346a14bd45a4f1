/* Skewed loops as written by hand for wavefront parallelism: anti-diagonals d = i + j of a 2-D
   dynamic-programming table (the longest-common-subsequence-like recurrence), with the row range of
   each diagonal given by MAX/MIN of d and the sizes; a skewed 1-D time stencil written in (t, x + t)
   coordinates; a parallelogram domain i <= j < i + w; and a 3-D diagonal sweep over planes
   p = i + j + k with two inner loops. Sizes from argc. Printed: checksums. */
#include <stdio.h>

#define MAXN 40
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static int T[MAXN][MAXN], sa[MAXN], sb[MAXN];
static double U[12][MAXN + 16], P[MAXN][2 * MAXN], V[10][10][10];

int main(int argc, char **argv) {
  (void)argv;
  int n = 30 + argc;   /* 31 */
  int m = 24 + argc;   /* 25 */
  int nt = 9 + argc;   /* 10 */
  int nx = 25 + argc;  /* 26 */
  int w = 5 + argc;    /* 6 */
  for (int i = 0; i < MAXN; i++) {
    sa[i] = (i * 7) % 5;
    sb[i] = (i * 3) % 5;
    for (int j = 0; j < MAXN; j++)
      T[i][j] = 0;
    for (int j = 0; j < 2 * MAXN; j++)
      P[i][j] = (double)((i + j) % 4);
  }
  for (int t = 0; t < 12; t++)
    for (int x = 0; x < MAXN + 16; x++)
      U[t][x] = t == 0 ? (double)((x * 5) % 9) : 0.0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        V[i][j][k] = (i == 0 || j == 0 || k == 0) ? (double)(i + 2 * j + 3 * k) : 0.0;

#pragma scop
  for (int d = 2; d <= n + m - 2; d++)
    for (int i = MAX(1, d - (m - 1)); i <= MIN(n - 1, d - 1); i++)
      T[i][d - i] = sa[i] == sb[d - i] ? T[i - 1][d - i - 1] + 1
                    : (T[i - 1][d - i] > T[i][d - i - 1] ? T[i - 1][d - i] : T[i][d - i - 1]);
#pragma endscop

#pragma scop
  for (int t = 1; t <= nt; t++)
    for (int y = t + 1; y < nx + t - 1; y++)
      U[t][y - t + 8] = 0.25 * U[t - 1][y - t + 7] + 0.5 * U[t - 1][y - t + 8] + 0.25 * U[t - 1][y - t + 9];
#pragma endscop

#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i; j < i + w; j++)
      P[i][j] = P[i][j] * 2.0 + (double)(j - i);
  for (int p = 3; p <= 27; p++)
    for (int i = MAX(1, p - 18); i <= MIN(9, p - 2); i++)
      for (int j = MAX(1, p - i - 9); j <= MIN(9, p - i - 1); j++)
        V[i][j][p - i - j] = (V[i - 1][j][p - i - j] + V[i][j - 1][p - i - j] + V[i][j][p - i - j - 1]) / 3.0;
#pragma endscop

  long ts = 0;
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++)
      ts += (long)T[i][j] * ((i + j) % 7 + 1);
  double s1 = 0, s2 = 0, s3 = 0;
  for (int t = 0; t < 12; t++)
    for (int x = 0; x < MAXN + 16; x++)
      s1 += U[t][x] * (t + 1);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < 2 * MAXN; j++)
      s2 += P[i][j] * (1 + (i * j) % 3);
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      for (int k = 0; k < 10; k++)
        s3 += V[i][j][k] * (1 + (i + j + k) % 4);
  printf("lcs %d sum %ld\n%.17g\n%.17g\n%.17g\n", T[n - 1][m - 1], ts, s1, s2, s3);
  return 0;
}
