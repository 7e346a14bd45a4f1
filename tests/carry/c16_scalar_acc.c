#include <stdio.h>
#define N 26
#define M 33
static double A[N][M], B[N][M], S[N], P[N];
int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) / 11 - 0.3;
      B[i][j] = (double)((i + j) % 4) / 4;
    }
#pragma scop
  for (int i = 0; i < N; i++) {
    double s = 0, p = 1;
    for (int j = 1; j < M; j++) {
      B[i][j] = 0.5 * B[i][j - 1] + A[i][j];
      s += B[i][j] * A[i][j - 1];
      p = p * 0.5 + B[i][j - 1];
    }
    S[i] = s;
    P[i] = p;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", S[i], P[i], B[i][M - 1]);
  return 0;
}
