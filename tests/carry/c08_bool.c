#include <stdio.h>
#include <stdbool.h>
#define N 21
#define M 33
static _Bool F[N][M], G[N][M];
static double A[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.5;
      F[i][j] = (i + j) % 3 == 0;
      G[i][j] = 0;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      F[i][j] = F[i][j - 1] ^ (A[i][j] > 0.1);
      G[i][j] = G[i][j - 1] + F[i][j] + 2 * A[i][j];
    }
#pragma endscop
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++) printf("%d%d", F[i][j], G[i][j]);
    printf("\n");
  }
  return 0;
}
