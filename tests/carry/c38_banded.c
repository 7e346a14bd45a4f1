#include <stdio.h>
#define N 26
#define M 21
#define LO 5
#define HI 7
static double A[N][M], B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++) {
    for (int j = (i - LO > 1 ? i - LO : 1); j < (i + HI < M ? i + HI : M); j++)
      B[i][j] = 0.5 * B[i][j - 1] + A[i][j] * A[i][j - 1];
    for (int j = (i + HI < M ? i + HI : M) - 2; j >= (i - LO > 0 ? i - LO : 0); j--)
      B[i][j] = B[i][j] - 0.25 * B[i][j + 1];
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", B[i][j]);
  return 0;
}
