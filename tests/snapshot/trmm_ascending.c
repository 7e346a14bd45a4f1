/* A triangular product written with the row loop ascending: B <- alpha * (I + strictly lower part of
   A^T) B, where row i reads the rows k > i before they are updated (values from before the loop). */
#include <stdio.h>

#define M 37
#define N 29

static double A[M][M], B[M][N];

static void trmm_up(int m, int n, double alpha, double A[M][M], double B[M][N])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < M; i++) {
    for (int j = 0; j < M; j++)
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0;
    for (int j = 0; j < N; j++)
      B[i][j] = (double)((i + 2 * j) % 13) / 13.0 - 0.5;
  }
  trmm_up(M, N, 1.5, A, B);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      printf("%.12g\n", B[i][j]);
  return 0;
}
