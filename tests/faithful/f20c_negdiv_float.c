/* Negative integer division and modulo mixed into float code: (i - c) / 4 truncates toward zero,
   (i - c) % 3 is negative for negative i - c, the quotient converted to float and multiplied by a
   float constant, a double divided by a negative int, -7 / 2 * 0.5 versus -7 / 2.0 * 0.5, unsigned
   modulo of a negative int converted, and the results used as float weights in a 2-D nest. */
#include <stdio.h>
#define N 50
#define M 40
static float W[N][M];
static double V[N][M], S[N];
static int Q[N][M];

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) V[i][j] = (i * M + j) % 17 - 8.5;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      W[i][j] = (i - 25) / 4 * 0.5f + (j - 20) % 3 * 0.25f + (float)((i - j) / 3) / 8;
      V[i][j] = V[i][j] / (j - 20 == 0 ? 1 : j - 20) + (i - 25) / 2.0 * 0.5 + (i - 25) / 2 * 0.5;
      Q[i][j] = (int)(((i - 25) % 4) * 1.5) + (int)((j - 19) / 3 * -1.5f) + (int)((unsigned)(i - j) % 7u);
    }
  for (int i = 0; i < N; i++) {
    S[i] = 0;
    for (int j = 0; j < M; j++)
      S[i] += W[i][j] * V[i][j] + Q[i][j] % 5;
  }
#pragma endscop
  double t = 0;
  for (int i = 0; i < N; i++) t += S[i];
  printf("%.15g\n", t);
  for (int i = 0; i < N; i += 7) printf("%.15g %.9g %.15g %d\n", S[i], W[i][i % M], V[i][(i * 3) % M], Q[i][(i * 5) % M]);
  return 0;
}
