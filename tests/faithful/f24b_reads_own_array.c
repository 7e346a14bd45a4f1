/* Accumulators that are elements of an array the loop also reads: x[0] += x[i] for i >= 1 (the other
   elements only), x[n-1] += x[i] for i < n - 1, y[i] -= L[i][j] * y[j] for j < i (forward substitution:
   the row's own element is never a term), a cell minimised over splits of the same row
   (c[i][j] = min(c[i][j], c[i][k] + c[k][j])), and a sum that reads the accumulated element's
   neighbours in a column. */
#include <stdio.h>

#define N 300
#define M 40

static double x[N], z[N], y[N], L[N][N], b[N];
static int c[M][M];
static double col[M][M];

int main(void)
{
  for (int i = 0; i < N; i++) {
    x[i] = 1.0 + (double)(i % 9) / 9.0;
    z[i] = 2.0 - (double)(i % 5) / 5.0;
    b[i] = (double)((i * 37) % 11) - 5.0;
    for (int j = 0; j < N; j++)
      L[i][j] = (i == j) ? 1.0 : 0.001 * (double)(((i + 2 * j) % 7) - 3);
  }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      c[i][j] = (j == i + 1) ? (i * 37) % 11 + 1 : 1000000;
      col[i][j] = (double)((i * 3 + j * 5) % 7);
    }
#pragma scop
  for (int i = 1; i < N; i++)
    x[0] += x[i];
  for (int i = 0; i < N - 1; i++)
    z[N - 1] += z[i] * 0.5;
  for (int i = 0; i < N; i++) {
    y[i] = b[i];
    for (int j = 0; j < i; j++)
      y[i] -= L[i][j] * y[j];
  }
  for (int len = 2; len < M; len++)
    for (int i = 0; i + len < M; i++)
      for (int k = i + 1; k < i + len; k++)
        c[i][i + len] = c[i][k] + c[k][i + len] < c[i][i + len] ? c[i][k] + c[k][i + len] : c[i][i + len];
  for (int j = 0; j < M; j++)
    for (int i = 1; i < M; i++)
      col[0][j] += col[i][j] * col[i][(j + 1) % M];
#pragma endscop
  printf("%.9e %.9e\n", x[0], z[N - 1]);
  for (int i = 0; i < N; i += 13)
    printf("%.9e\n", y[i]);
  for (int i = 0; i < M; i += 3)
    printf("%d %d %.9e\n", c[i][M - 1], c[0][i], col[0][i]);
  return 0;
}
