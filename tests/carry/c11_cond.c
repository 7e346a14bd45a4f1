#include <stdio.h>
#define N 31
#define M 37
#define K 11
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = (double)((i * 3 + j) % 5) / 5;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      if (j > K)
        B[i][j] = 0.5 * B[i][j - 1] + A[i][j];
      C[i][j] = C[i][j - 1] * 0.75 + B[i][j];
      if (j <= i)
        C[i][j] += B[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g\n", B[i][j], C[i][j]);
  return 0;
}
