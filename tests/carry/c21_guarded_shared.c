#include <stdio.h>
#define N 23
#define M 29
static double A[N][M], B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M - 1; j++)
      B[i][j] = 0.5 * B[i][j - 1] + (A[i][j] > 0 ? B[i][j - 1] : A[i][j + 1]) + (i > 3 && A[i][j] < 0.2);
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", B[i][j]);
  return 0;
}
