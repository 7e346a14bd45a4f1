#include <stdio.h>
#define N 30
#define M 28
static double A[N][M], B[N][M], C[N], D[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = 0.25 * i;
    D[i] = 1;
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
  }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      B[i][j] = 0.5 * B[i][j - 1] + C[i] * A[i][j];
      C[i] = C[i] * 0.5 + B[i][j];
      D[i] *= 1 + B[i][j - 1] * 0.01;
    }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", C[i], D[i], B[i][M / 2]);
  return 0;
}
