#include <stdio.h>
#define N 15
#define M 20
static double A[N][2 * M], B[N][2 * M], C[N][M];
int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 2 * M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 6) + 1;
    }
    for (int j = 0; j < M; j++) C[i][j] = (double)((i * 3 + j) % 5) / 5;
  }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      B[i][2 * j] = 0.5 * B[i][2 * j - 2] + B[i][2 * j - 1] * A[i][2 * j]
                    + (A[i][j] > 0 ? B[i][j > 1 ? 2 * j - 2 : 5] : 0.25);
      C[i][j] = (A[i][2 * j + 1] < 0.1 ? C[i][j - 1] : C[i][j > 1 ? j - 1 : 4]) + B[i][2 * j];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g %.17g %.17g\n", B[i][2 * j], B[i][2 * j + 1], C[i][j]);
  return 0;
}
