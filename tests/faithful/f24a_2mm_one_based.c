/* 2mm (D = alpha A B C + beta D) written 1-based the Fortran way: arrays of n+1 rows and columns whose
   row and column 0 are never used, loops from 1 to n inclusive, the intermediate product in tmp. */
#include <stdio.h>

#define N 32

static double A[N + 1][N + 1], B[N + 1][N + 1], C[N + 1][N + 1], D[N + 1][N + 1], tmp[N + 1][N + 1];

int main(void) {
  int n = N;
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)(i * (j + 1) % n) / n;
      C[i][j] = (double)((i * (j + 3) + 1) % n) / n;
      D[i][j] = (double)(i * (j + 2) % n) / n;
      tmp[i][j] = -1.0;
    }
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++) {
      tmp[i][j] = 0.0;
      for (int k = 1; k <= n; k++)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++) {
      D[i][j] *= beta;
      for (int k = 1; k <= n; k++)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= n; j++)
      s += D[i][j] - 0.5 * tmp[i][j];
  printf("%.10e %.10f %.10f\n", s, D[1][1], D[n][n]);
  return 0;
}
