#include <stdio.h>
#define N 19
#define M 45
static int I[N][M];
static unsigned U[N][M];
static short S[N][M];
static signed char C[N][M];
static unsigned char UC[N][M];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      I[i][j] = (i * 31 + j * 17) % 23 - 11;
      U[i][j] = (unsigned)(i * 2654435761u + j);
      S[i][j] = (short)((i * 13 + j * 7) % 41 - 20);
      C[i][j] = (signed char)((i + j * 3) % 19 - 9);
      UC[i][j] = (unsigned char)(i * 11 + j);
    }
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 1; j < M; j++) {
      I[i][j] = I[i][j - 1] * 3 - I[i][j] / 2 + (I[i][j - 1] >> 2);
      U[i][j] = U[i][j - 1] * 2654435761u ^ (U[i][j] >> 3);
      S[i][j] = S[i][j - 1] * 7 + S[i][j] - 3;
      C[i][j] += C[i][j - 1] * 5;
      UC[i][j] = UC[i][j - 1] * 3 + (unsigned char)C[i][j];
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 4)
      printf("%d %u %d %d %u\n", I[i][j], U[i][j], S[i][j], C[i][j], UC[i][j]);
  return 0;
}
