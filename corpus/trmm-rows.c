/* trmm-rows: in-place B := alpha * (I + strict lower triangle of A)^T B, written
   top down: row i of B gathers A[k][i] * B[k][j] from the rows k > i below it
   (read through the transpose) before it is scaled.  The rows below are still
   unmodified when row i reads them.  A is M x M, B is M x N. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 14
#  define N 11
#elif defined(MEDIUM_DATASET)
#  define M 540
#  define N 480
#elif defined(LARGE_DATASET)
#  define M 2100
#  define N 1900
#elif defined(EXTRALARGE_DATASET)
#  define M 4200
#  define N 3800
#else /* SMALL, the default */
#  define M 130
#  define N 110
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trmm_rows(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int k = 0; k < m; k++)
      A[i][k] = (k < i) ? (DATA_TYPE)((2 * i + 3 * k + 1) % 19) / (19 * 3) : (DATA_TYPE)-7;
    for (int j = 0; j < n; j++)
      B[i][j] = (DATA_TYPE)((5 * i + j + 4) % 23) / 23 - (DATA_TYPE)0.5;
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

void kernel_trmm_rows(int m, int n, DATA_TYPE alpha, DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      for (k = i + 1; k < m; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha = 0.75;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trmm_rows(M, N, A, B);
  kernel_trmm_rows(M, N, alpha, A, B);
  print_array("B", &B[0][0], (long)M * N);
  free(A);
  free(B);
  return 0;
}
