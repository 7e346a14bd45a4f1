#include <stdio.h>
#define N 40
#define M 24
static const double T[M] = {0.5, 0.25, -0.125, 0.75, 1.5, -0.5, 0.0625, 0.3, 0.2, 0.1, -0.2, 0.9,
                            0.15, 0.35, -0.45, 0.55, 0.65, -0.75, 0.85, 0.95, -0.05, 0.45, 0.05, 0.6};
static const int K[M] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24};
static double B[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) B[i][j] = (double)((i + j) % 4) / 4;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      B[i][j] = T[j] * B[i][j - 1] + T[j - 1] * K[j] - T[M - j] + K[M - 1 - j] * 0.001 * i;
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) printf("%.17g\n", B[i][j]);
  return 0;
}
