#include <stdio.h>
#define N 23
#define M 29
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = 0;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      B[i][j] = (j > 0 ? 0.5 * B[i][j - 1] : 1.0) + A[i][j];
      C[i][j] = (j < M - 1 ? A[i][j + 1] : -1.0) + (j > 1 ? C[i][j - 1] : 0.0);
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g\n", B[i][j], C[i][j]);
  return 0;
}
