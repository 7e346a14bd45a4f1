/* Subscripts i % 16 and (k + i) % 8: histograms and rotations. */
#include <stdio.h>
#define N 200
static int H[16], V[N];
static double W[N][8];
int main(void) {
  for (int i = 0; i < N; i++) { V[i] = (i * 37) % 23 - 11; for (int k = 0; k < 8; k++) W[i][k] = k - i * 0.01; }
#pragma scop
  for (int i = 0; i < N; i++)
    H[i % 16] += V[i] * (i % 3 == 0 ? 2 : -1);
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 8; k++)
      W[i][(k + i) % 8] = W[i][k] * 0.5 + (i % 5) - (k & 3);
#pragma endscop
  long s = 0; for (int i = 0; i < 16; i++) s += H[i] * (i + 1);
  double t = 0; for (int i = 0; i < N; i++) for (int k = 0; k < 8; k++) t += W[i][k] * (k + 1);
  printf("%ld %.12e\n", s, t);
  return 0;
}
