/* symm with the symmetric matrix on the right (C = alpha B A + beta C, A n x n symmetric with only its
   upper triangle stored, the lower half holding garbage), each element of A read through a ternary
   choosing the stored triangle, the column sum in a body temporary. */
#include <stdio.h>

#define M 30
#define N 36

static double A[N][N], B[M][N], C[M][N];

static void symm_right(int m, int n, double alpha, double beta) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double acc = 0.0;
      for (int k = 0; k < n; k++)
        acc += B[i][k] * (k <= j ? A[k][j] : A[j][k]);
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = j >= i ? (double)((i + j) % 100) / N : -999.0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      B[i][j] = (double)((N + i - j) % 100) / M;
      C[i][j] = (double)((i + j) % 100) / M;
    }
  symm_right(M, N, 1.5, 1.2);
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j];
  printf("%.10e %.10f %.10f\n", s, C[0][N - 1], C[M - 1][0]);
  return 0;
}
