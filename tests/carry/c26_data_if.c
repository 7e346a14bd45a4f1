#include <stdio.h>
#define N 25
#define M 31
static double A[N][M], B[N][M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = (double)((i * 2 + j) % 3);
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      if (A[i][j] > 0)
        B[i][j] = B[i][j - 1] + A[i][j];
      C[i][j] = C[i][j - 1] * 0.5 + B[i][j] + B[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.17g\n", B[i][j], C[i][j]);
  return 0;
}
