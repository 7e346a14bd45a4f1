#include <stdio.h>
#define N 17
#define M 34
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = (double)((i * 5 + j) % 3) / 3;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 2; j < M - 1; j++) {
      C[i][j] = B[i][j] + 0.5 * B[i][j - 1] - 0.25 * C[i][j - 1];
      B[i][j] = 0.5 * B[i][j - 1] + 0.25 * B[i][j - 2] + 0.125 * B[i][j + 1] + C[i][j] * A[i][j];
      A[i][j - 1] = A[i][j - 2] * 0.5 + B[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.17g %.17g\n", A[i][j], B[i][j], C[i][j]);
  return 0;
}
