#include <stdio.h>
#define N 37
static double A[N][N], B[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3; B[i][j] = (i + j) % 5; }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < N; j++)
      B[i][j] = 0.5 * B[i][j - 1] + A[i][j] * A[i][j - 1];
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %.17g\n", B[i][N - 1], B[i][N / 2]);
  return 0;
}
