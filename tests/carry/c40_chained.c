#include <stdio.h>
#define N 14
#define M 19
static double A[N][M], B[N][M], C[N][M];
static float F[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
      C[i][j] = (double)((i * 5 + j) % 3) / 3;
      F[i][j] = 0.1f * j;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      C[i][j] = F[i][j] = B[i][j] = 0.5 * C[i][j - 1] + 0.25 * B[i][j - 1] + 0.3 * F[i][j - 1] + A[i][j] / 3;
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.17g %.9g\n", B[i][j], C[i][j], (double)F[i][j]);
  return 0;
}
