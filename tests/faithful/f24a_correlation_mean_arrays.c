/* correlation with the means and the standard deviations in their own arrays filled by separate nests,
   the normalisation by a reciprocal `1.0 / (n - 1)` computed once in a SCoP scalar, the small-deviation
   guard as a ternary, sqrt on doubles, and the symmetric result filled from the upper triangle. */
#include <math.h>
#include <stdio.h>

#define N 40
#define M 28

static double data[N][M], corr[M][M], mean[M], stddev[M];

int main(void) {
  int n = N, m = M;
  double fn = (double)N, eps = 0.1, inv;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (double)(i * j) / m + i + (j % 3 == 0 ? 0.0 : 0.01 * j);
#pragma scop
  inv = 1.0 / (n - 1);
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] = mean[j] + data[i][j];
    mean[j] = mean[j] / fn;
  }
  for (int j = 0; j < m; j++) {
    double v = 0.0;
    for (int i = 0; i < n; i++)
      v = v + (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] = sqrt(v / fn);
    stddev[j] = stddev[j] <= eps ? 1.0 : stddev[j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (data[i][j] - mean[j]) / (sqrt(fn) * stddev[j]);
  for (int i = 0; i < m; i++) {
    corr[i][i] = 1.0;
    for (int j = i + 1; j < m; j++) {
      corr[i][j] = 0.0;
      for (int k = 0; k < n; k++)
        corr[i][j] += data[k][i] * data[k][j];
      corr[i][j] = corr[i][j] * inv * (n - 1);
      corr[j][i] = corr[i][j];
    }
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      s += corr[i][j] * (1 + (i + j) % 3);
  printf("%.10e %.10f %.10f %.10f\n", s, corr[0][1], corr[m - 2][m - 1], stddev[1]);
  return 0;
}
