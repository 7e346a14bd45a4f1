/* covariance on flat arrays (IDX macro, n observations of m variables) as two SCoPs of one function
   sharing the arrays: the first centres the data, host code between them prints a mean, the second
   forms the symmetric covariance matrix. */
#include <stdio.h>
#include <stdlib.h>

#define IDX(i, j, ld) ((i) * (ld) + (j))

static void covariance(int m, int n, double *data, double *cov, double *mean) {
  double fn = (double)n;
#pragma scop
  for (int j = 0; j < m; j++) {
    mean[j] = 0.0;
    for (int i = 0; i < n; i++)
      mean[j] += data[IDX(i, j, m)];
    mean[j] /= fn;
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[IDX(i, j, m)] -= mean[j];
#pragma endscop
  printf("mean[0] = %.8f\n", mean[0]);
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      cov[IDX(i, j, m)] = 0.0;
      for (int k = 0; k < n; k++)
        cov[IDX(i, j, m)] += data[IDX(k, i, m)] * data[IDX(k, j, m)];
      cov[IDX(i, j, m)] /= (fn - 1.0);
      cov[IDX(j, i, m)] = cov[IDX(i, j, m)];
    }
#pragma endscop
}

int main(void) {
  int m = 26, n = 34;
  double *data = malloc(sizeof(double) * m * n), *cov = malloc(sizeof(double) * m * m);
  double *mean = malloc(sizeof(double) * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[IDX(i, j, m)] = (double)(i * j) / m + (i % 3);
  covariance(m, n, data, cov, mean);
  double s = 0;
  for (int i = 0; i < m * m; i++)
    s += cov[i] * (1 + i % 7);
  printf("%.10e %.8f %.8f\n", s, cov[IDX(1, 2, m)], cov[IDX(m - 1, m - 1, m)]);
  free(data); free(cov); free(mean);
  return 0;
}
