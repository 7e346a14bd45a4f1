#include <stdio.h>
#include <string.h>
#define N 22
#define M 41
static float F[N][M], G[N][M];
static long L[N][M];
static unsigned long UL[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      F[i][j] = (float)((i * 7 + j * 3) % 11) / 7 + 0.5f;
      G[i][j] = (float)((i + j) % 5) / 3;
      L[i][j] = (long)(i * 100003L + j * 7919L) - 500000L;
      UL[i][j] = (unsigned long)(i + 1) * 0x9E3779B97F4A7C15UL + (unsigned long)j;
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      F[i][j] *= F[i][j - 1] * 0.3 + 0.71;
      G[i][j] -= G[i][j - 1] / 3.0 - F[i][j] * 0.1;
      L[i][j] += L[i][j - 1] * 3 - (L[i][j - 1] >> 7);
      UL[i][j] = (UL[i][j - 1] ^ (UL[i][j - 1] >> 29)) * 0xBF58476D1CE4E5B9UL + UL[i][j];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 3) {
      unsigned a, b;
      memcpy(&a, &F[i][j], 4);
      memcpy(&b, &G[i][j], 4);
      printf("%08x %08x %ld %lu\n", a, b, L[i][j], UL[i][j]);
    }
  return 0;
}
