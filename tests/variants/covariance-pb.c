/* covariance-pb: covariance in the benchmark-suite shape: float_n a parameter, mean accumulated in place and
   divided, data centred with -=, the triangle j = i.. with a symmetric copy
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#  define M 16
#else
#  define N 3000
#  define M 2600
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

void kernel_covariance(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M], DATA_TYPE cov[M][M], DATA_TYPE mean[M])
{
  int i, j, k;
#pragma scop
  for (j = 0; j < B_M; j++) {
    mean[j] = CST(0.0);
    for (i = 0; i < B_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_M; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < B_M; i++)
    for (j = i; j < B_M; j++) {
      cov[i][j] = CST(0.0);
      for (k = 0; k < B_N; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] /= (float_n - CST(1.0));
      cov[j][i] = cov[i][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*data)[N][M] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(M));
  DATA_TYPE (*cov)[M][M] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(M));
  DATA_TYPE (*mean)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  fill((DATA_TYPE *)data, (long)(N) * (long)(M), 3);
  fill((DATA_TYPE *)cov, (long)(M) * (long)(M), 4);
  fill((DATA_TYPE *)mean, (long)(M), 5);
  kernel_covariance(M, N, (DATA_TYPE)N, *data, *cov, *mean);
  dump("cov", (DATA_TYPE *)cov, (long)M * M);
  dump("mean", (DATA_TYPE *)mean, M);
  free(data);
  free(cov);
  free(mean);
  return 0;
}
