/* A 2-D scratch tile T, filled from slice i of A and read transposed, per iteration of i. */
#include <stdio.h>

#define N 6
#define M 8

static void tiles(int n, int m, double A[M][N][N], double B[M][N][N], double T[N][N])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < m; i++) {
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        T[j][k] = 2 * A[i][k][j] + i;
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        B[i][j][k] = T[j][k] - 0.5 * T[k][j];
  }
#pragma endscop
}

static double A[M][N][N], B[M][N][N], T[N][N];

int main(void)
{
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        A[i][j][k] = (double)((i * 7 + j * 3 + k * 5) % 13) / 4;
  tiles(N, M, A, B, T);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++)
        printf("%.15g\n", B[i][j][k]);
  for (int j = 0; j < N; j++)
    for (int k = 0; k < N; k++)
      printf("T %.15g\n", T[j][k]);
  return 0;
}
