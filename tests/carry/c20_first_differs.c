#include <stdio.h>
#define N 13
#define M 21
static double A[N][M], B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 9) + 1;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      B[i][j] = 0.5 * B[i][j - 1] + 0.25 * B[i][j > 1 ? j - 1 : 7] + A[i][j];
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", B[i][j]);
  return 0;
}
