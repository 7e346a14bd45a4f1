/* Row-by-row dot products into an accumulator declared before the SCoP (a parameter reused as scratch). */
#include <stdio.h>

#define N 33
#define M 21

static double A[N][M], x[M], y[N];

static void rows(int n, int m, double t, double A[N][M], double x[M], double y[N])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    t = 0;
    for (int j = 0; j < m; j++)
      t += A[i][j] * x[j];
    y[i] = 2 * t + y[i];
  }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++) {
    y[i] = i % 3;
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((i + 2 * j) % 9) - 4;
  }
  for (int j = 0; j < M; j++)
    x[j] = 1.0 / (j + 1);
  rows(N, M, 99.0, A, x, y);
  for (int i = 0; i < N; i++)
    printf("%.15g\n", y[i]);
  return 0;
}
