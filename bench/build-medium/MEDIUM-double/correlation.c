/* translated by s2s: host part in C (variable-length array parameter 'data'); kernels in the .cu file */
extern void s2s_scop0_kernel_correlation(int m, int n, double fn, double eps, void *s2s_h1_data, void *s2s_h2_mean, void *s2s_h4_stddev, void *s2s_h5_corr);
/* correlation: Pearson correlation matrix of M variables observed N times.
   data is N x M (one row per observation); data is normalised in place. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 20
#  define M 16
#elif defined(MEDIUM_DATASET)
#  define N 1200
#  define M 1000
#elif defined(LARGE_DATASET)
#  define N 3000
#  define M 2600
#elif defined(EXTRALARGE_DATASET)
#  define N 6000
#  define M 5000
#else /* SMALL, the default */
#  define N 140
#  define M 120
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_correlation(int n, int m, DATA_TYPE data[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (DATA_TYPE)((i * (j + 1) + 3 * j) % 29) / 29 + (DATA_TYPE)(i % 4) / 8;
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_correlation(int n, int m, DATA_TYPE fn, DATA_TYPE data[n][m],
                        DATA_TYPE corr[m][m], DATA_TYPE mean[m], DATA_TYPE stddev[m])
{
  DATA_TYPE eps = 0.1;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)data + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*data) <= (const char *)mean || (const char *)mean + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*mean) <= (const char *)data) && ((const char *)data + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*data) <= (const char *)stddev || (const char *)stddev + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*stddev) <= (const char *)data) && ((const char *)data + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*data) <= (const char *)corr || (const char *)corr + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*corr) <= (const char *)data) && ((const char *)mean + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*mean) <= (const char *)stddev || (const char *)stddev + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*stddev) <= (const char *)mean) && ((const char *)mean + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*mean) <= (const char *)corr || (const char *)corr + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*corr) <= (const char *)mean) && ((const char *)stddev + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*stddev) <= (const char *)corr || (const char *)corr + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*corr) <= (const char *)stddev)) {
  /* s2s: SCoP 0 runs on the GPU (5 kernels) */
  s2s_scop0_kernel_correlation(m, n, fn, eps, (void *)data, (void *)mean, (void *)stddev, (void *)corr);
} else {
  for (int j = 0; j < m; j++) {
    DATA_TYPE s = 0;
    for (int i = 0; i < n; i++)
      s += data[i][j];
    mean[j] = s / fn;
  }
  for (int j = 0; j < m; j++) {
    DATA_TYPE s = 0;
    for (int i = 0; i < n; i++)
      s += (data[i][j] - mean[j]) * (data[i][j] - mean[j]);
    stddev[j] = sqrt(s / fn);
    stddev[j] = stddev[j] <= eps ? (DATA_TYPE)1 : stddev[j];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (data[i][j] - mean[j]) / (sqrt(fn) * stddev[j]);
  for (int i = 0; i < m; i++) {
    corr[i][i] = 1;
    for (int j = i + 1; j < m; j++) {
      DATA_TYPE s = 0;
      for (int k = 0; k < n; k++)
        s += data[k][i] * data[k][j];
      corr[i][j] = s;
      corr[j][i] = s;
    }
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE fn = (DATA_TYPE)N;
  DATA_TYPE (*data)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE (*corr)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE *mean = malloc(sizeof(DATA_TYPE[M]));
  DATA_TYPE *stddev = malloc(sizeof(DATA_TYPE[M]));
  if (!data || !corr || !mean || !stddev) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_correlation(N, M, data);
  kernel_correlation(N, M, fn, data, corr, mean, stddev);
  print_array("data", &data[0][0], (long)N * M);
  print_array("corr", &corr[0][0], (long)M * M);
  print_array("mean", mean, M);
  print_array("stddev", stddev, M);
  free(data);
  free(corr);
  free(mean);
  free(stddev);
  return 0;
}
