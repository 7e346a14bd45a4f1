/* gemm with every loop shifted: i from 2 to n + 1 reading C[i - 2], j from -3 to m - 4 reading
   B[.][j + 3], k from 1 to p inclusive reading A[.][k - 1], alpha and beta computed in the SCoP by
   integer divisions of the sizes. */
#include <stdio.h>

#define NI 34
#define NJ 30
#define NK 26

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

int main(void) {
  int n = NI, m = NJ, p = NK;
  double alpha, beta;
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p; k++)
      A[i][k] = (double)((i * k + 3) % n) / n;
  for (int k = 0; k < p; k++)
    for (int j = 0; j < m; j++)
      B[k][j] = (double)((k * j + 5) % m) / m;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = (double)((i + j) % 7) / 7;
#pragma scop
  alpha = (double)(n / 4) / (m / 3);
  beta = (double)(p % 7) / 2;
  for (int i = 2; i <= n + 1; i++)
    for (int j = -3; j <= m - 4; j++) {
      C[i - 2][j + 3] *= beta;
      for (int k = 1; k <= p; k++)
        C[i - 2][j + 3] += alpha * A[i - 2][k - 1] * B[k - 1][j + 3];
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += C[i][j];
  printf("%.10e %.10f %.10f %.4f %.4f\n", s, C[0][0], C[n - 1][m - 1], alpha, beta);
  return 0;
}
