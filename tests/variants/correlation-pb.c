/* correlation-pb: correlation in the benchmark-suite shape: eps a local of the kernel function, sqrt and a
   ternary guard, the upper triangle i < m - 1 then the last diagonal element set after the loops
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

void kernel_correlation(int m, int n, DATA_TYPE float_n, DATA_TYPE data[N][M], DATA_TYPE corr[M][M],
                        DATA_TYPE mean[M], DATA_TYPE stddev[M])
{
  int i, j, k;
  DATA_TYPE eps = CST(0.1);
#pragma scop
  for (j = 0; j < B_M; j++) {
    mean[j] = CST(0.0);
    for (i = 0; i < B_N; i++)
      mean[j] += data[i][j];
    mean[j] /= float_n;
  }
  for (j = 0; j < B_M; j++) {
    stddev[j] = CST(0.0);
    for (i = 0; i < B_N; i++)
      stddev[j] += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] /= float_n;
    stddev[j] = sqrt(stddev[j]);
    stddev[j] = stddev[j] <= eps ? CST(1.0) : stddev[j];
  }
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_M; j++) {
      data[i][j] -= mean[j];
      data[i][j] /= sqrt(float_n) * stddev[j];
    }
  for (i = 0; i < B_M - 1; i++) {
    corr[i][i] = CST(1.0);
    for (j = i + 1; j < B_M; j++) {
      corr[i][j] = CST(0.0);
      for (k = 0; k < B_N; k++)
        corr[i][j] += (data[k][i] * data[k][j]);
      corr[j][i] = corr[i][j];
    }
  }
  corr[B_M - 1][B_M - 1] = CST(1.0);
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*data)[N][M] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(M));
  DATA_TYPE (*corr)[M][M] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(M));
  DATA_TYPE (*mean)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  DATA_TYPE (*stddev)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  fill((DATA_TYPE *)data, (long)(N) * (long)(M), 3);
  fill((DATA_TYPE *)corr, (long)(M) * (long)(M), 4);
  fill((DATA_TYPE *)mean, (long)(M), 5);
  fill((DATA_TYPE *)stddev, (long)(M), 6);
  kernel_correlation(M, N, (DATA_TYPE)N, *data, *corr, *mean, *stddev);
  dump("corr", (DATA_TYPE *)corr, (long)M * M);
  dump("stddev", (DATA_TYPE *)stddev, M);
  free(data);
  free(corr);
  free(mean);
  free(stddev);
  return 0;
}
