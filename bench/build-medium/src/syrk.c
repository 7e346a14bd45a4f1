/* syrk: symmetric rank-k update of the lower triangle,
   C := alpha * A * A^T + beta * C, with A of size N x M and C of size N x N. */
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

static void init_syrk(int n, int m, DATA_TYPE C[n][n], DATA_TYPE A[n][m])
{
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++)
      A[i][k] = (DATA_TYPE)((i * (k + 1) + 4) % m) / m;
    for (int j = 0; j < n; j++)
      C[i][j] = (DATA_TYPE)((i + j * 2 + 1) % 15) / 15;
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

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[n][n], DATA_TYPE A[n][m])
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      C[i][j] *= beta;
      for (int k = 0; k < m; k++)
        C[i][j] += alpha * A[i][k] * A[j][k];
    }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.5;
  DATA_TYPE beta = 1.25;
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[N][M]));
  if (!C || !A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_syrk(N, M, C, A);
  kernel_syrk(N, M, alpha, beta, C, A);
  print_array("C", &C[0][0], (long)N * N);
  free(C);
  free(A);
  return 0;
}
