/* syr2k on the lower triangle written 1-based (A[i-1][k-1] on 0-based arrays, loops from 1 to n), the
   two products summed in one double temporary of the body, and the triangle's scaling by beta in its
   own nest before. */
#include <stdio.h>

#define N 36
#define M 30

static double A[N][M], B[N][M], C[N][N];

static void syr2k_low(int n, int m, double alpha, double beta) {
  int i, j, k;
#pragma scop
  for (i = 1; i <= n; i++)
    for (j = 1; j <= i; j++)
      C[i - 1][j - 1] *= beta;
  for (i = 1; i <= n; i++)
    for (j = 1; j <= i; j++) {
      double t = 0.0;
      for (k = 1; k <= m; k++)
        t += A[j - 1][k - 1] * B[i - 1][k - 1] + B[j - 1][k - 1] * A[i - 1][k - 1];
      C[i - 1][j - 1] += alpha * t;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * j + 1) % N) / N;
      B[i][j] = (double)((i * j + 2) % M) / M;
    }
    for (int j = 0; j < N; j++)
      C[i][j] = (double)((i * j + 3) % N) / M;
  }
  syr2k_low(N, M, 1.5, 1.2);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * (1 + (i + 2 * j) % 3);
  printf("%.10e %.10f %.10f\n", s, C[N - 1][0], C[0][N - 1]);
  return 0;
}
