#include <stdio.h>
#define N 17
#define M 23
static long double L[N][M];
static double A[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      L[i][j] = (long double)((i + j) % 5) / 3;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++)
      L[i][j] = L[i][j - 1] / 3 + A[i][j];
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g\n", (double)L[i][M - 1]);
  return 0;
}
