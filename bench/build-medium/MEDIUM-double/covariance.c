/* translated by s2s: host part in C (variable-length array parameter 'data'); kernels in the .cu file */
extern void s2s_scop0_kernel_covariance(int m, int n, double fn, void *s2s_h0_mean, void *s2s_h1_data, void *s2s_h2_cov);
/* covariance: sample covariance matrix (divided by N-1) of M variables
   observed N times; data (N x M) is centred in place. */
#include <stdio.h>
#include <stdlib.h>

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

static void init_covariance(int n, int m, DATA_TYPE data[n][m])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      data[i][j] = (DATA_TYPE)((i * 3 + j * (i % 5 + 1)) % 23) / 23;
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

void kernel_covariance(int n, int m, DATA_TYPE fn, DATA_TYPE data[n][m],
                       DATA_TYPE cov[m][m], DATA_TYPE mean[m])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)mean + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*mean) <= (const char *)data || (const char *)data + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*data) <= (const char *)mean) && ((const char *)mean + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*mean) <= (const char *)cov || (const char *)cov + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*cov) <= (const char *)mean) && ((const char *)data + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*data) <= (const char *)cov || (const char *)cov + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*cov) <= (const char *)data)) {
  /* s2s: SCoP 0 runs on the GPU (3 kernels) */
  s2s_scop0_kernel_covariance(m, n, fn, (void *)mean, (void *)data, (void *)cov);
} else {
  for (j = 0; j < m; j++) {
    mean[j] = 0;
    for (i = 0; i < n; i++)
      mean[j] += data[i][j];
    mean[j] = mean[j] / fn;
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      data[i][j] -= mean[j];
  for (i = 0; i < m; i++)
    for (j = i; j < m; j++) {
      cov[i][j] = 0;
      for (k = 0; k < n; k++)
        cov[i][j] += data[k][i] * data[k][j];
      cov[i][j] = cov[i][j] / (fn - 1);
      cov[j][i] = cov[i][j];
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE fn = (DATA_TYPE)N;
  DATA_TYPE (*data)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE (*cov)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE *mean = malloc(sizeof(DATA_TYPE[M]));
  if (!data || !cov || !mean) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_covariance(N, M, data);
  kernel_covariance(N, M, fn, data, cov, mean);
  print_array("data", &data[0][0], (long)N * M);
  print_array("cov", &cov[0][0], (long)M * M);
  print_array("mean", mean, M);
  free(data);
  free(cov);
  free(mean);
  return 0;
}
