#include <stdio.h>
#define N 9
#define K 11
#define M 26
static double A[N][K][M], B[N][K][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int k = 0; k < K; k++)
      for (int j = 0; j < M; j++) {
        A[i][k][j] = (double)((i * 7 + k * 5 + j * 3) % 11) / 11 - 0.3;
        B[i][k][j] = (double)((i + k + j) % 4) / 4;
      }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) C[i][j] = (double)((i * 3 + j) % 7) / 7;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < K; k++)
      for (int j = 0; j < M - 1; j++)
        B[i][k][j + 1] = B[i][k][j] * A[i][k][j + 1] + 0.5 * A[i][k][j] - C[i][j];
  for (int i = 0; i < N; i++)
    for (int j = M - 2; j >= 0; j--)
      C[i][j] = C[i][j + 1] * 0.5 + B[i][K - 1][j];
#pragma endscop
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < K; k += 3) printf("%.17g\n", B[i][k][M - 1]);
    for (int j = 0; j < M; j += 5) printf("%.17g\n", C[i][j]);
  }
  return 0;
}
