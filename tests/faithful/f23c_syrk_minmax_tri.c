/* syrk (C = alpha A A^T + beta C on the lower triangle) in float with the triangle's bounds written
   through MIN / MAX macros (`j <= MIN(i, n - 1)`, `j >= MAX(0, i - n)`), and the upper triangle cleared
   by a second nest whose start is a ternary. */
#include <stdio.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 40
#define M 30

static float C[N][N], A[N][M];

int main(void) {
  int n = N, m = M;
  float alpha = 1.5f, beta = 1.2f;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      A[i][j] = (float)((i * j + 1) % n) / n;
    for (int j = 0; j < n; j++)
      C[i][j] = (float)((i * j + 2) % m) / m;
  }
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = MAX(0, i - n); j <= MIN(i, n - 1); j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= MIN(i, n - 1); j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
  for (int i = 0; i < n; i++)
    for (int j = (i + 1 < n ? i + 1 : n); j < n; j++)
      C[i][j] = 0.0f;
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += C[i][j] * (1 + (i + 2 * j) % 5);
  printf("%.4e %.5f %.5f\n", s, C[n - 1][0], C[n / 2][n / 2]);
  return 0;
}
