#include <stdio.h>
#define N 29
#define M 26
static double A[N][M], B[N][M], C[N][M], D[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 + 0.5;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = (double)((i * 5 + j) % 9) / 9 + 0.9;
      D[i][j] = (double)((i * 2 + j * 5) % 7) / 7;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      B[i][j] += 0.5 * B[i][j - 1] - A[i][j];
      C[i][j] *= 0.25 * C[i][j - 1] + 0.5;
      D[i][j] -= B[i][j] * D[i][j - 1] - C[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g %.17g\n", B[i][j], C[i][j], D[i][j]);
  return 0;
}
