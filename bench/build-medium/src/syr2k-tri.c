/* syr2k-tri: symmetric rank-2k update C := alpha * (A * B^T + B * A^T) + beta * C
   on the lower triangle of C (N x N), A and B are N x M.  The scaling is its
   own nest; then the k loop is outermost (one rank-2 update of the whole
   triangle per k), the triangle swept with i and j <= i. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define M 10
#elif defined(MEDIUM_DATASET)
#  define N 500
#  define M 450
#elif defined(LARGE_DATASET)
#  define N 2000
#  define M 1800
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#  define M 3600
#else /* SMALL, the default */
#  define N 110
#  define M 95
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_syr2k_tri(int n, int m, DATA_TYPE C[n][n], DATA_TYPE A[n][m], DATA_TYPE B[n][m])
{
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++) {
      A[i][k] = (DATA_TYPE)((i + k * 4 + 1) % 11) / 11;
      B[i][k] = (DATA_TYPE)((i * 3 + k * k + 5) % 13) / 13 - (DATA_TYPE)0.3;
    }
    for (int j = 0; j < n; j++)
      C[i][j] = (j <= i) ? (DATA_TYPE)((i * j + 7) % 10) / 10 : (DATA_TYPE)9;
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

void kernel_syr2k_tri(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[n][n],
                      DATA_TYPE A[n][m], DATA_TYPE B[n][m])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
  for (k = 0; k < m; k++)
    for (i = 0; i < n; i++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * B[j][k] + alpha * B[i][k] * A[j][k];
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.6;
  DATA_TYPE beta = 1.3;
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  DATA_TYPE (*B)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_syr2k_tri(N, M, C, A, B);
  kernel_syr2k_tri(N, M, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)N * N);
  free(C);
  free(A);
  free(B);
  return 0;
}
