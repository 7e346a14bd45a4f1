/* correlation in float: means, standard deviations (with the small-value guard written as a ternary
   on the data), centring and scaling, then the upper triangle of the correlation matrix and its mirror;
   the normalising constants computed inside the SCoP from the sizes. */
#include <math.h>
#include <stdio.h>

#define M 28
#define N 32

static float data[N][M], corr[M][M], mean[M], stddev[M];

int main(void) {
  int m = M, n = N;
  float float_n, eps;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (float)(i * j) / m + (float)i + (j == 5 ? 0.0f : 0.0f);
  for (int i = 0; i < n; i++)
    data[i][5] = 2.0f;          /* a constant column: its deviation is 0 */
#pragma scop
  float_n = (float)n;
  eps = 0.1f;
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0f;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (int j = 0; j < m; j++) {
    stddev[j] = 0.0f;
    for (int i = 0; i < n; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrtf(stddev[j]);
    stddev[j] = stddev[j] <= eps ? 1.0f : stddev[j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrtf(float_n) * stddev[j];
    }
  for (int i = 0; i < m - 1; i++) {
    corr[i][i] = 1.0f;
    for (int j = i + 1; j < m; j++) {
      corr[i][j] = 0.0f;
      for (int k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[j][i] = corr[i][j];
    }
  }
  corr[m - 1][m - 1] = 1.0f;
#pragma endscop
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      s += corr[i][j];
  printf("%.4e %.5f %.5f %.5f\n", s, corr[0][1], corr[2][m - 1], stddev[5]);
  return 0;
}
