/* Scans and running extrema in place: a[i] += a[i-1] (a prefix sum), b[i] = b[i] + b[i-2] (two
   interleaved scans), a running fmax with NaNs in the data (fmax skips them), a running maximum as a
   ternary whose NaN resets it, a per-column running minimum of a matrix (parallel over columns), and a
   per-row exclusive scan of ints; none of them is a reduction. */
#include <math.h>
#include <stdio.h>

#define N 1500
#define R 40
#define C 50

static double a[N], b[N], x[N], fm[N], tm[N];
static int g[R][C], ex[R][C];
static double M[R][C];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 100) / 64.0 - 0.75;
    b[i] = (double)(i % 3) - 1.0;
    x[i] = (i % 97 == 13) ? NAN : (double)((i * 31) % 1009) - 500.0;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      g[r][c] = (r * 7 + c * 3) % 10 - 4;
      M[r][c] = (double)((r * 13 + c * 29) % 41) - 20.0;
    }
#pragma scop
  for (int i = 1; i < N; i++)
    a[i] += a[i - 1];
  for (int i = 2; i < N; i++)
    b[i] = b[i] + b[i - 2];
  fm[0] = x[0];
  tm[0] = x[0];
  for (int i = 1; i < N; i++) {
    fm[i] = fmax(fm[i - 1], x[i]);
    tm[i] = x[i] > tm[i - 1] ? x[i] : tm[i - 1];
  }
  for (int r = 1; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = M[r][c] < M[r - 1][c] ? M[r][c] : M[r - 1][c];
  for (int r = 0; r < R; r++) {
    ex[r][0] = 0;
    for (int c = 1; c < C; c++)
      ex[r][c] = ex[r][c - 1] + g[r][c - 1];
  }
#pragma endscop
  for (int i = 0; i < N; i += 37)
    printf("%.9e %g %g %g\n", a[i], b[i], fm[i], tm[i]);
  printf("%.9e %g %g %g\n", a[N - 1], b[N - 1], fm[N - 1], tm[N - 1]);
  for (int c = 0; c < C; c++)
    printf("%g %d\n", M[R - 1][c], ex[c % R][C - 1]);
  return 0;
}
