/* Row reductions: y = A x with the accumulator initialised in the same loop, a row maximum with fmax
   (a floating-point ternary is not reordered), an integer row sum, and a row product; sizes that are
   not multiples of a block. */
#include <stdio.h>
#include <math.h>

#define M 301
#define N 257

static double A[M][N], x[N], y[M], mx[M], pr[M];
static int B[M][N];
static long cnt[M];

int main(void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 13) % 29) / 29.0 - 0.4;
      B[i][j] = (i * 3 + j * 5) % 17 - 8;
    }
  for (int j = 0; j < N; j++)
    x[j] = (double)(j % 11) / 11.0;
#pragma scop
  for (int i = 0; i < M; i++) {
    y[i] = 0;
    for (int j = 0; j < N; j++)
      y[i] += A[i][j] * x[j];
  }
  for (int i = 0; i < M; i++) {
    mx[i] = -1000.0;
    for (int j = 0; j < N; j++)
      mx[i] = fmax(mx[i], A[i][j] * x[j]);
  }
  for (int i = 0; i < M; i++) {
    cnt[i] = 0;
    for (int j = 0; j < N; j++)
      cnt[i] = cnt[i] + B[i][j];
  }
  for (int i = 0; i < M; i++) {
    pr[i] = 1.0;
    for (int j = 0; j < N; j++)
      pr[i] *= 1.0 + A[i][j] / 1024.0;
  }
#pragma endscop
  for (int i = 0; i < M; i += 10)
    printf("%d %.12g %.12g %ld %.12g\n", i, y[i], mx[i], cnt[i], pr[i]);
  return 0;
}
