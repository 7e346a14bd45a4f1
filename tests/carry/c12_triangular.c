#include <stdio.h>
#define N 34
static double A[N][N], B[N][N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++) {
    for (int j = i + 1; j < N; j++)
      B[i][j] = 0.5 * B[i][j - 1] - A[i][j] * B[i][j - 1];
    for (int j = i - 1; j >= 0; j--)
      B[i][j] = B[i][j] + 0.25 * B[i][j + 1] + A[j][i];
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j += 3) printf("%.17g\n", B[i][j]);
  return 0;
}
