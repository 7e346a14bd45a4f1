/* translated by s2s: host part in C (variable-length array parameter 'C'); kernels in the .cu file */
extern void s2s_scop0_kernel_syr2k(int n, int m, double beta, double alpha, void *s2s_h0_C, void *s2s_h1_A, void *s2s_h2_B);
/* syr2k: symmetric rank-2k update of the lower triangle,
   C := alpha * (A * B^T + B * A^T) + beta * C, A and B are N x M. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 14
#  define M 12
#elif defined(MEDIUM_DATASET)
#  define N 600
#  define M 500
#elif defined(LARGE_DATASET)
#  define N 2400
#  define M 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4800
#  define M 4000
#else /* SMALL, the default */
#  define N 120
#  define M 100
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_syr2k(int n, int m, DATA_TYPE C[n][n], DATA_TYPE A[n][m], DATA_TYPE B[n][m])
{
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++) {
      A[i][k] = (DATA_TYPE)((i * k + 2) % n) / n;
      B[i][k] = (DATA_TYPE)((3 * i + k + 1) % m) / m;
    }
    for (int j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((2 * i + j) % 11) / 11;
  }
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

void kernel_syr2k(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                  DATA_TYPE C[n][n], DATA_TYPE A[n][m], DATA_TYPE B[n][m])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)C + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((n >= 1 && m >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C) && ((const char *)C + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*C) <= (const char *)B || (const char *)B + ((n >= 1 && m >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_syr2k(n, m, beta, alpha, (void *)C, (void *)A, (void *)B);
} else {
  for (i = 0; i < n; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] = beta * C[i][j];
    for (k = 0; k < m; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * (A[i][k] * B[j][k] + B[i][k] * A[j][k]);
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.75;
  DATA_TYPE beta = 0.5;
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE (*B)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_syr2k(N, M, C, A, B);
  kernel_syr2k(N, M, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)N * N);
  free(C);
  free(A);
  free(B);
  return 0;
}
