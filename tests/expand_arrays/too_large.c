/* A buffer of n values per (i, j) pair: one copy per pair would take n times the matrices' memory, so
   it stays one buffer. */
#include <stdio.h>

#define N 10

static void pairs(int n, double A[N][N], double B[N][N], double C[N][N], double tmp[N])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      for (int k = 0; k < n; k++)
        tmp[k] = A[i][k] * B[k][j];
      C[i][j] = 0;
      for (int k = 0; k < n; k++)
        C[i][j] += tmp[k] * tmp[n - 1 - k];
    }
#pragma endscop
}

static double A[N][N], B[N][N], C[N][N], tmp[N];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i + j) % 4) - 1.5;
      B[i][j] = (double)((2 * i + 3 * j) % 5) / 2;
    }
  pairs(N, A, B, C, tmp);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%.15g\n", C[i][j]);
  for (int k = 0; k < N; k++)
    printf("tmp %.15g\n", tmp[k]);
  return 0;
}
