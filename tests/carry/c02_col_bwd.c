#include <stdio.h>
#define N 41
#define M 29
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 5 + j * 3) % 17) / 17 - 0.4;
      B[i][j] = (double)((i + 2 * j) % 7) / 7;
      C[i][j] = 0;
    }
#pragma scop
  for (int j = 0; j < M; j++) {
    C[N - 1][j] = B[N - 1][j];
    for (int i = N - 2; i >= 0; i--)
      C[i][j] = B[i][j] - A[i][j] * C[i + 1][j];
  }
#pragma endscop
  for (int i = 0; i < N; i += 3)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", C[i][j]);
  return 0;
}
