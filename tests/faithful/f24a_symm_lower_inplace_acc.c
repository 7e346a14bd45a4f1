/* symm in the textbook lower-triangle form (C = alpha A B + beta C, A m x m symmetric stored lower),
   the strictly-lower part of row i used for the rows above it (`C[k][j] = C[k][j] + ...`) and the sum
   temp2 a double declared in the j loop's body. */
#include <stdio.h>

#define M 34
#define N 28

static double A[M][M], B[M][N], C[M][N];

int main(void) {
  int m = M, n = N;
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      C[i][j] = (double)((i + j) % 100) / m;
      B[i][j] = (double)((n + i - j) % 100) / m;
    }
    for (int j = 0; j < m; j++)
      A[i][j] = j <= i ? (double)((i + j) % 100) / m : -999.0;
  }
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double temp2 = 0;
      for (int k = 0; k <= i - 1; k++) {
        C[k][j] = C[k][j] + alpha * B[i][j] * A[i][k];
        temp2 = temp2 + B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += C[i][j] * (1 + (i * 7 + j) % 5);
  printf("%.10e %.10f %.10f\n", s, C[0][0], C[m - 1][n - 1]);
  return 0;
}
