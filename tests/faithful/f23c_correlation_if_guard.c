/* correlation in double on a `double **` data table: the tiny-deviation guard written as an `if`
   assigning 1.0, the normalisation constant sqrt(n) hoisted into a scalar before the SCoP, and the
   correlation matrix filled for both triangles by one nest with `j != i` skipped through an if/else. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int m = 22, n = 30;
  double **data = malloc(sizeof(double *) * n);
  for (int i = 0; i < n; i++) {
    data[i] = malloc(sizeof(double) * m);
    for (int j = 0; j < m; j++)
      data[i][j] = (j == 3) ? 7.0 : (double)((i * (j + 1) * 7) % 23) / 4.0;
  }
  double *mean = malloc(sizeof(double) * m), *sd = malloc(sizeof(double) * m);
  double *corr = malloc(sizeof(double) * m * m);
  double fn = n, sqn = sqrt(fn), eps = 0.1;
#pragma scop
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] /= fn;
    sd[j] = 0.0;
    for (int i = 0; i < n; i++)
      sd[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    sd[j] = sqrt(sd[j] / fn);
    if (sd[j] <= eps)
      sd[j] = 1.0;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (data[i][j] - mean[j]) / (sqn * sd[j]);
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++) {
      if (i == j) {
        corr[i * m + j] = 1.0;
      } else {
        corr[i * m + j] = 0.0;
        for (int k = 0; k < n; k++)
          corr[i * m + j] += data[k][i] * data[k][j];
      }
    }
#pragma endscop
  double s = 0;
  for (int x = 0; x < m * m; x++)
    s += corr[x] * (1 + x % 3);
  printf("%.10e %.10f %.10f %.4f\n", s, corr[1], corr[m * m - 2], sd[3]);
  for (int i = 0; i < n; i++)
    free(data[i]);
  free(data); free(mean); free(sd); free(corr);
  return 0;
}
