/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_trmm_upper(int n, int m, double alpha, void *s2s_h1_B, void *s2s_h2_A);
/* trmm-upper: B := alpha * A * B in place, A (M x M) upper triangular, B of
   size M x N (multiplication from the left).  Written like the reference
   BLAS: column j of B, then k upwards; row k of the old B is scattered into
   the rows i < k of the output before row k itself is scaled by A[k][k]. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 13
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define M 560
#  define N 500
#elif defined(LARGE_DATASET)
#  define M 2200
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define M 4400
#  define N 4000
#else /* SMALL, the default */
#  define M 125
#  define N 115
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trmm_upper(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int k = 0; k < m; k++)
      A[i][k] = (k > i) ? (DATA_TYPE)((i * 4 + k + 3) % 16) / (16 * m)
                        : (k == i ? (DATA_TYPE)(4 + i % 3) / 4 : (DATA_TYPE)31);
    for (int j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((i * j + i + 2 * j) % 25) / 25;
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

void kernel_trmm_upper(int m, int n, DATA_TYPE alpha, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)B + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)A || (const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)B)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_trmm_upper(n, m, alpha, (void *)B, (void *)A);
} else {
  for (j = 0; j < n; j++)
    for (k = 0; k < m; k++) {
      DATA_TYPE t = alpha * B[k][j];
      for (i = 0; i < k; i++)
        B[i][j] += t * A[i][k];
      B[k][j] = t * A[k][k];
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.1;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trmm_upper(M, N, A, B);
  kernel_trmm_upper(M, N, alpha, A, B);
  print_array("B", &B[0][0], (long)M * N);
  free(A);
  free(B);
  return 0;
}
