#include <stdio.h>
#define N 16
#define M 22
#define T 4
static double A[N][M], B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < T; k++) {
      for (int j = 1; j < M; j++)
        B[i][j] = 0.5 * B[i][j - 1] + A[i][j] - 0.25 * A[i][j - 1];
      for (int j = M - 2; j >= 0; j--)
        A[i][j] = 0.5 * A[i][j + 1] + B[i][j] * 0.125 + B[i][j + 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.17g\n", A[i][j], B[i][j]);
  return 0;
}
