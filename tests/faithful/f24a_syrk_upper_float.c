/* syrk on the upper triangle (C = alpha A A^T + beta C for j >= i) in float with float alpha and beta,
   the scaling and the update in one row loop, `C[i][j] = C[i][j] + ...`, the inner loop over j from i
   to n - 1 with `<=`. */
#include <stdio.h>

#define N 40
#define M 32

static float A[N][M], C[N][N];

static void syrk_up(int n, int m, float alpha, float beta) {
#pragma scop
  for (int i = 0; i <= n - 1; i++) {
    for (int j = i; j <= n - 1; j++)
      C[i][j] = C[i][j] * beta;
    for (int k = 0; k <= m - 1; k++)
      for (int j = i; j <= n - 1; j++)
        C[i][j] = C[i][j] + alpha * A[i][k] * A[j][k];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++)
      A[i][j] = (float)((i * j + 1) % N) / N;
    for (int j = 0; j < N; j++)
      C[i][j] = (float)((i * j + 2) % M) / M;
  }
  syrk_up(N, M, 1.5f, 1.2f);
  double s = 0, low = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (j >= i)
        s += C[i][j];
      else
        low += C[i][j];
    }
  printf("%.6e %.6e %.6f\n", s, low, (double)C[0][N - 1]);
  return 0;
}
