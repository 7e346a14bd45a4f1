/* covariance in float with the mean in its own array, the centred data in a second array (the input
   kept), the divisor as a float reciprocal `1.0f / (float)(n - 1)` computed before the SCoP, and the
   lower triangle mirrored from the upper one in the same nest. */
#include <stdio.h>

#define N 44
#define M 30

static float data[N][M], centred[N][M], cov[M][M], mean[M];

static void covariance(int n, int m, float scale) {
#pragma scop
  for (int j = 0; j < m; j++) {
    float s = 0.0f;
    for (int i = 0; i < n; i++)
      s += data[i][j];
    mean[j] = s / n;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      centred[i][j] = data[i][j] - mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      float c = 0.0f;
      for (int k = 0; k < n; k++)
        c += centred[k][i] * centred[k][j];
      cov[i][j] = c * scale;
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      data[i][j] = (float)(i * j) / M + (float)(i % 5);
  covariance(N, M, 1.0f / (float)(N - 1));
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      s += cov[i][j];
  printf("%.5e %.5f %.5f %.5f\n", s, (double)cov[0][0], (double)cov[M - 1][M - 2], (double)mean[3]);
  return 0;
}
