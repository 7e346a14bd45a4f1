#include <stdio.h>
#include <stdint.h>
#define N 18
#define M 13
#define L (3 * M + 2)
typedef float real_t;
typedef uint16_t word;
enum { SCALE = 3 };
static real_t R[N][M];
static word W[N][M];
static double X[N][L];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      R[i][j] = (real_t)((i * 7 + j * 3) % 11) / 5;
      W[i][j] = (word)(i * 4099 + j * 31);
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < L; j++) X[i][j] = (double)((i + j) % 7) / 7;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < L; j++) {
      R[i][(j + 1) % M] = R[i][j % M] * (real_t)0.75 + (real_t)X[i][j];
      W[i][(j + 1) % M] = W[i][j % M] * SCALE + (word)(X[i][j] * 100);
    }
#pragma endscop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) printf("%.9g %u\n", (double)R[i][j], (unsigned)W[i][j]);
  return 0;
}
