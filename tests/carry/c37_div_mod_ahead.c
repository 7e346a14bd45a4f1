#include <stdio.h>
#define N 19
#define M 37
static double A[N][M], B[N][M], T[7];
int main(void) {
  for (int k = 0; k < 7; k++) T[k] = 0.1 * k - 0.3;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      B[i][j] = 0.5 * B[i][j - 1] + A[i][j / 2] * T[(3 * j + i) % 7] - A[i][(M - 1 - j) / 3];
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g\n", B[i][j]);
  return 0;
}
