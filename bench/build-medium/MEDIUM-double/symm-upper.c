/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_symm_upper(int n, int m, double alpha, double beta, void *s2s_h1_B, void *s2s_h3_C, void *s2s_h4_A);
/* symm-upper: C := alpha * A * B + beta * C where A (M x M) is symmetric and
   only its upper triangle is read.  Written column by column of C (j outer),
   the way the reference BLAS does it: while row i of C is finished, rows k < i
   of the same column receive A[k][i] * B[i][j] (the lower half of A, read
   through its transpose).  B and C are M x N. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 13
#  define N 11
#elif defined(MEDIUM_DATASET)
#  define M 520
#  define N 580
#elif defined(LARGE_DATASET)
#  define M 2000
#  define N 2200
#elif defined(EXTRALARGE_DATASET)
#  define M 4000
#  define N 4400
#else /* SMALL, the default */
#  define M 110
#  define N 100
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_symm_upper(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n], DATA_TYPE C[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      B[i][j] = (DATA_TYPE)((i * 2 + j * 7 + 3) % 23) / 23;
      C[i][j] = (DATA_TYPE)((i + j * j + 1) % 13) / 13;
    }
    /* upper triangle holds the data; the strict lower one is garbage on purpose */
    for (int j = 0; j < i; j++)
      A[i][j] = 555;
    for (int j = i; j < m; j++)
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + 1) % 17) / (17 * m);
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

void kernel_symm_upper(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                       DATA_TYPE C[m][n], DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)B + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C || (const char *)C + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)B) && ((const char *)C + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_symm_upper(n, m, alpha, beta, (void *)B, (void *)C, (void *)A);
} else {
  for (j = 0; j < n; j++)
    for (i = 0; i < m; i++) {
      DATA_TYPE t1 = alpha * B[i][j];
      DATA_TYPE t2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += t1 * A[k][i];
        t2 += B[k][j] * A[k][i];
      }
      C[i][j] = beta * C[i][j] + t1 * A[i][i] + alpha * t2;
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.2;
  DATA_TYPE beta = 0.7;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B || !C) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_symm_upper(M, N, A, B, C);
  kernel_symm_upper(M, N, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)M * N);
  free(A);
  free(B);
  free(C);
  return 0;
}
