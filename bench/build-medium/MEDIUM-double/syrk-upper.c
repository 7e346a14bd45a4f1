/* translated by s2s: host part in C (variable-length array parameter 'C'); kernels in the .cu file */
extern void s2s_scop0_kernel_syrk_upper(int n, int m, double beta, double alpha, void *s2s_h0_C, void *s2s_h1_A);
/* syrk-upper: symmetric rank-k update C := alpha * A * A^T + beta * C on the
   upper triangle of C (N x N), A is N x M.  Column-oriented (j, k, i order):
   column j of C is scaled, then receives one column update per k, the inner
   loop running over the triangular bound i <= j. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 12
#  define M 15
#elif defined(MEDIUM_DATASET)
#  define N 560
#  define M 480
#elif defined(LARGE_DATASET)
#  define N 2200
#  define M 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4400
#  define M 4000
#else /* SMALL, the default */
#  define N 130
#  define M 90
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_syrk_upper(int n, int m, DATA_TYPE C[n][n], DATA_TYPE A[n][m])
{
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      A[i][k] = (DATA_TYPE)((i * k + 3 * i + 2) % 19) / 19;
    for (int j = 0; j < n; j++)
      C[i][j] = (j >= i) ? (DATA_TYPE)((i + 2 * j + 1) % 8) / 8 : (DATA_TYPE)-3;
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

void kernel_syrk_upper(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[n][n],
                       DATA_TYPE A[n][m])
{
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)C + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((n >= 1 && m >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_syrk_upper(n, m, beta, alpha, (void *)C, (void *)A);
} else {
  for (int j = 0; j < n; j++) {
    for (int i = 0; i <= j; i++)
      C[i][j] = beta * C[i][j];
    for (int k = 0; k < m; k++)
      for (int i = 0; i <= j; i++)
        C[i][j] += alpha * A[j][k] * A[i][k];
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.75;
  DATA_TYPE beta = 1.25;
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  if (!C || !A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_syrk_upper(N, M, C, A);
  kernel_syrk_upper(N, M, alpha, beta, C, A);
  print_array("C", &C[0][0], (long)N * N);
  free(C);
  free(A);
  return 0;
}
