/* trmm with the triangle on the right: B = alpha B A, A upper triangular with a unit diagonal not stored
   (garbage there), B updated in place column by column from the last column down, so that each column
   reads only columns to its left that are not yet overwritten. */
#include <stdio.h>

#define M 30
#define N 38

static double A[N][N], B[M][N];

int main(void) {
  int m = M, n = N;
  double alpha = 1.5;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i < j ? (double)((i + j) % n) / n : (i == j ? 1234.0 : -55.0);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (double)((n + i - j) % n) / n;
#pragma scop
  for (int j = n - 1; j >= 0; j--)
    for (int i = 0; i < m; i++) {
      double t = B[i][j];
      for (int k = 0; k < j; k++)
        t += B[i][k] * A[k][j];
      B[i][j] = alpha * t;
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += B[i][j];
  printf("%.10e %.10f %.10f\n", s, B[0][n - 1], B[m - 1][0]);
  return 0;
}
