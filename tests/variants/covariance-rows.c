/* covariance-rows: covariance with the means accumulated row by row in place (mean[j] += data[i][j] over i
   outer), the data centred, then cov[i][j] for j >= i with a block-local sum, mirrored
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#  define M 12
#else
#  define N 3000
#  define M 2600
#endif

static void fill(double *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (double)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

void covariance(int m, int n, double data[n][m], double cov[m][m], double mean[m])
{
#pragma scop
  for (int j = 0; j < m; j++)
    mean[j] = 0.0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      mean[j] += data[i][j];
  for (int j = 0; j < m; j++)
    mean[j] /= n;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (int i = 0; i < m; i++)
    for (int j = i; j < m; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      cov[i][j] = s / (n - 1.0);
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

int main(void)
{
  double (*data)[M] = malloc(sizeof(double) * N * M);
  double (*cov)[M] = malloc(sizeof(double) * M * M);
  double *mean = malloc(sizeof(double) * M);
  fill(&data[0][0], (long)N * M, 3);
  covariance(M, N, data, cov, mean);
  dump("cov", &cov[0][0], (long)M * M);
  free(data); free(cov); free(mean);
  return 0;
}
