#include <stdio.h>
#define N 27
#define M 35
static double R[N + 1][M], W[N][2][M];
int main(void) {
  for (int i = 0; i <= N; i++)
    for (int j = 0; j < M; j++) R[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      W[i][0][j] = (double)((i + j) % 4) / 4;
      W[i][1][j] = (double)((i * 5 + j) % 9) / 9;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      W[i][1][j] = 0.5 * W[i][1][j - 1] + 0.25 * W[i][0][j - 1] + R[i + 1][j - 1] * W[i][0][j];
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g %.17g\n", W[i][0][j], W[i][1][j]);
  return 0;
}
