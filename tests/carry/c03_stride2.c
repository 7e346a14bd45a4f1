#include <stdio.h>
#define N 33
#define M 40
static double A[N][M], B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 3 + j * 7) % 13) / 13 + 0.1;
      B[i][j] = (double)((i + j) % 3);
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 2; j < M; j += 2)
      B[i][j] = B[i][j - 2] * A[i][j] + B[i][j - 1];
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 5) printf("%.17g\n", B[i][j]);
  return 0;
}
