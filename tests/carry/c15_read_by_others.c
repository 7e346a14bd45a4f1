#include <stdio.h>
#define N 29
#define M 31
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i][0] = A[i][0] * 2;
    for (int j = 1; j < M; j++)
      B[i][j] = B[i][j - 1] * 0.5 + A[i][j];
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      C[i][j] = B[(i + 1) % N][M - 1 - j] + B[N - 1 - i][j];
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g\n", B[i][j], C[i][j]);
  return 0;
}
