/* symm-rows: C := alpha * A * B + beta * C with A (M x M) symmetric and only
   its lower triangle (j <= i) stored.  Written row by row of C (i outer): while
   row i of C is finished from the stored row i of A, the rows k < i above it
   receive their share A[i][k] * B[i][j] of the mirrored upper half, and one
   scalar collects row i's share of the lower half.  B and C are M x N. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 15
#elif defined(MEDIUM_DATASET)
#  define M 500
#  define N 560
#elif defined(LARGE_DATASET)
#  define M 1800
#  define N 2100
#elif defined(EXTRALARGE_DATASET)
#  define M 3600
#  define N 4200
#else /* SMALL, the default */
#  define M 96
#  define N 104
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_symm_rows(int m, int n, DATA_TYPE A[m][m], DATA_TYPE B[m][n], DATA_TYPE C[m][n])
{
  for (int i = 0; i < m; i++) {
    for (int j = 0; j < n; j++) {
      B[i][j] = (DATA_TYPE)((3 * i + 5 * j + 1) % 19) / 19 - (DATA_TYPE)0.25;
      C[i][j] = (DATA_TYPE)((i * j + 7) % 11) / 11;
    }
    /* the lower triangle holds the data; the strict upper one is never read */
    for (int j = 0; j <= i; j++)
      A[i][j] = (DATA_TYPE)((i + 4 * j + 2) % 29) / (29 * m);
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

void kernel_symm_rows(int m, int n, DATA_TYPE alpha, DATA_TYPE beta,
                      DATA_TYPE C[m][n], DATA_TYPE A[m][m], DATA_TYPE B[m][n])
{
  int i, j, k;
  DATA_TYPE acc;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      acc = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        acc += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * acc;
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE alpha = 0.9;
  DATA_TYPE beta = 1.3;
  DATA_TYPE (*A)[M] = malloc(sizeof(DATA_TYPE[M][M]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE (*C)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  if (!A || !B || !C) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_symm_rows(M, N, A, B, C);
  kernel_symm_rows(M, N, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)M * N);
  free(A);
  free(B);
  free(C);
  return 0;
}
