#include <stdio.h>
#include <string.h>
#define N 25
#define M 39
static float F[N][M];
static int K[N][M];
static double D[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      D[i][j] = (double)((i * 7 + j * 3) % 11) / 11 + 1e-9 * j;
      F[i][j] = (float)((i + j) % 5) / 3;
      K[i][j] = (i * 3 + j) % 7;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      F[i][j] = F[i][j - 1] * 1.0000001 + D[i][j] / 3.0;
      K[i][j] = K[i][j - 1] * 0.7 + D[i][j] * 5.3 + F[i][j - 1];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) {
      unsigned bits;
      memcpy(&bits, &F[i][j], sizeof bits);
      printf("%08x %d\n", bits, K[i][j]);
    }
  return 0;
}
