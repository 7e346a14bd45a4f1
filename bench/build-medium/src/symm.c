/* symm: C := alpha * A * B + beta * C where A (M x M) is symmetric and only
   its lower triangle is read; B and C are M x N. */
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
#  define M 100
#  define N 120
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_symm(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n], DATA_TYPE C[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      B[i][j] = (DATA_TYPE)((i * 3 + j * 5 + 1) % 29) / 29;
      C[i][j] = (DATA_TYPE)((i * j + 2) % 31) / 31;
    }
    /* lower triangle holds the data; the upper one is garbage on purpose */
    for (int j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)((i + j + 3) % m) / m;
    for (int j = i + 1; j < m; j++)
      A[i][j] = -999;
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

void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[m][n], DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      DATA_TYPE acc = 0;
      for (k = 0; k <= i; k++)
        acc += A[i][k] * B[k][j];
      for (k = i + 1; k < m; k++)
        acc += A[k][i] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.5;
  DATA_TYPE beta = 0.5;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B || !C) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_symm(M, N, A, B, C);
  kernel_symm(M, N, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)M * N);
  free(A);
  free(B);
  free(C);
  return 0;
}
