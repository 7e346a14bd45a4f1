#include <stdio.h>
#define N 64
#define M 40
static double A[N][M], B[N][M];
int main(void) {
  double total = 0.5;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      B[i][j] = 0.5 * B[i][j - 1] + A[i][j];
      total += B[i][j] * B[i][j - 1];
    }
#pragma endscop
  printf("%.17g\n", total);
  for (int i = 0; i < N; i++) printf("%.17g\n", B[i][M - 1]);
  return 0;
}
