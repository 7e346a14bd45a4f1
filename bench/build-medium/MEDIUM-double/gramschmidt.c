/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_gramschmidt(int n, int m, void *s2s_h0_nrm, void *s2s_h1_A, void *s2s_h2_R, void *s2s_h3_Q);
/* gramschmidt: QR factorisation of an M x N matrix (M >= N) by modified
   Gram-Schmidt; A is overwritten, Q gets orthonormal columns, R is upper. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define M 16
#  define N 12
#elif defined(MEDIUM_DATASET)
#  define M 600
#  define N 500
#elif defined(LARGE_DATASET)
#  define M 2400
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define M 4800
#  define N 4000
#else /* SMALL, the default */
#  define M 120
#  define N 100
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* identity-like top block plus small dense noise: columns are far from
   linearly dependent */
static void init_gramschmidt(int m, int n, DATA_TYPE A[m][n], DATA_TYPE R[n][n], DATA_TYPE Q[m][n])
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 2 * i + 1) % 17) / (17 * 4) + (i == j ? (DATA_TYPE)1 : (DATA_TYPE)0);
      Q[i][j] = 0;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      R[i][j] = 0;
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

void kernel_gramschmidt(int m, int n, DATA_TYPE A[m][n], DATA_TYPE R[n][n], DATA_TYPE Q[m][n])
{
  int i, j, k;
  DATA_TYPE nrm;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)R || (const char *)R + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*R) <= (const char *)A) && ((const char *)A + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)Q || (const char *)Q + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*Q) <= (const char *)A) && ((const char *)R + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*R) <= (const char *)Q || (const char *)Q + ((n >= 1 && m >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*Q) <= (const char *)R)) {
  /* s2s: SCoP 0 runs on the GPU (6 kernels) */
  s2s_scop0_kernel_gramschmidt(n, m, (void *)&nrm, (void *)A, (void *)R, (void *)Q);
} else {
  for (k = 0; k < n; k++) {
    nrm = 0;
    for (i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < n; j++) {
      R[k][j] = 0;
      for (i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE (*R)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*Q)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !R || !Q) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gramschmidt(M, N, A, R, Q);
  kernel_gramschmidt(M, N, A, R, Q);
  print_array("A", &A[0][0], (long)M * N);
  print_array("R", &R[0][0], (long)N * N);
  print_array("Q", &Q[0][0], (long)M * N);
  free(A);
  free(R);
  free(Q);
  return 0;
}
