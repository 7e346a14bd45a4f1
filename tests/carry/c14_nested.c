#include <stdio.h>
#define N 19
#define M 23
#define T 5
static double A[N][M], B[N][M], C[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    C[i] = i * 0.125;
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
  }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int k = 0; k < T; k++) {
      B[i][0] = C[i] + k;
      for (int j = 1; j < M; j++)
        B[i][j] = 0.5 * B[i][j - 1] + A[i][j] + B[i][j];
      C[i] = C[i] * 0.5 + B[i][M - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++) {
    printf("%.17g\n", C[i]);
    for (int j = 0; j < M; j += 4) printf("%.17g\n", B[i][j]);
  }
  return 0;
}
