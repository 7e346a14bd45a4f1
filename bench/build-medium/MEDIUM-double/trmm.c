/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_trmm(int m, int n, double alpha, void *s2s_h0_B, void *s2s_h1_A);
/* trmm: in-place triangular matrix product B := alpha * L * B, where L is the
   unit lower triangle of A (M x M) and B is M x N.  Rows are updated from the
   bottom up so each row only reads rows that are still unmodified. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#elif defined(MEDIUM_DATASET)
#  define M 500
#  define N 600
#elif defined(LARGE_DATASET)
#  define M 2000
#  define N 2400
#elif defined(EXTRALARGE_DATASET)
#  define M 4000
#  define N 4800
#else /* SMALL, the default */
#  define M 120
#  define N 140
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trmm(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int k = 0; k < m; k++)
      A[i][k] = (k < i) ? (DATA_TYPE)((i * k + 5) % 17) / (17 * 4) : (DATA_TYPE)1;
    for (int j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((i + 3 * j + 2) % n) / n;
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

void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)B + ((m >= 1 && n >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)A + (m >= 2 && n >= 1 ? 1 : 0) * (long)sizeof(*A) || (const char *)A + ((m >= 2 && n >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)B)) {
  /* s2s: SCoP 0 runs on the GPU (2 kernels) */
  s2s_scop0_kernel_trmm(m, n, alpha, (void *)B, (void *)A);
} else {
  for (i = m - 1; i >= 0; i--)
    for (j = 0; j < n; j++) {
      for (k = 0; k < i; k++)
        B[i][j] += A[i][k] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.125;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trmm(M, N, A, B);
  kernel_trmm(M, N, alpha, A, B);
  print_array("B", &B[0][0], (long)M * N);
  free(A);
  free(B);
  return 0;
}
