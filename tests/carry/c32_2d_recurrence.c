#include <stdio.h>
#define K 12
#define N 15
#define M 17
static double X[K][N][M], W[K][N][M];
int main(void) {
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++) {
        X[k][i][j] = (double)((k + i * 7 + j * 3) % 11) / 11 - 0.3;
        W[k][i][j] = (double)((k * 3 + i + j) % 5) / 5;
      }
#pragma scop
  for (int k = 0; k < K; k++)
    for (int i = 1; i < N; i++)
      for (int j = 1; j < M; j++)
        X[k][i][j] = 0.5 * X[k][i - 1][j] + 0.25 * X[k][i][j - 1] + 0.125 * X[k][i - 1][j - 1] + W[k][i][j];
#pragma endscop
  for (int k = 0; k < K; k++)
    for (int i = 0; i < N; i += 2)
      for (int j = 0; j < M; j += 3) printf("%.17g\n", X[k][i][j]);
  return 0;
}
