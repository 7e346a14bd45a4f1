#include <stdio.h>
#define N 23
#define M 31
static double A[N][M], X[N][M], Y[N][M], Z[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      X[i][j] = (double)((i + j) % 4) / 4;
      Y[i][j] = (double)((i * 2 + j) % 5) / 5;
      Z[i][j] = (double)((i + 3 * j) % 6) / 6;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      X[i][j] = 0.5 * Z[i][j - 1] + A[i][j] - 0.25 * Y[i][j];
      Y[i][j] = X[i][j] * 0.75 + X[i][j - 1] * 0.5 - Y[i][j - 1] * 0.125;
      Z[i][j] = Y[i][j] - Z[i][j - 1] * 0.5 + X[i][j - 1] + Y[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g %.17g\n", X[i][j], Y[i][j], Z[i][j]);
  return 0;
}
