/* trmm (B = alpha A^T B with A unit lower triangular) in place on B, with the row loop running
   downwards from 0 (each row reads rows below it, not yet overwritten), and the loop test spelled
   `k != m`. */
#include <stdio.h>

#define M 36
#define N 29

static double A[M][M], B[M][N];

int main(void) {
  int m = M, n = N;
  double alpha = 1.5;
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < i; j++)
      A[i][j] = (double)((i + j) % m) / m;
    A[i][i] = 1.0;
    for (int j = 0; j < n; j++)
      B[i][j] = (double)((n + (i - j)) % n) / n;
  }
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      for (int k = i + 1; k != m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      s += B[i][j] * (1 + (i * j) % 3);
  printf("%.10e %.8f %.8f\n", s, B[0][0], B[m - 1][n - 1]);
  return 0;
}
