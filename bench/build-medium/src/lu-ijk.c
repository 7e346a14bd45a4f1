/* lu-ijk: in-place LU factorisation without pivoting, row by row (i-j-k,
   Doolittle's order): row i of L uses the finished rows above it, then row i
   of U.  After the kernel the strict lower part of A holds L (unit diagonal),
   the rest U. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 15
#elif defined(MEDIUM_DATASET)
#  define N 620
#elif defined(LARGE_DATASET)
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#else /* SMALL, the default */
#  define N 140
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* strictly diagonally dominant by rows and columns, not symmetric */
static void init_lu_ijk(int n, DATA_TYPE A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j) ? 2 + (DATA_TYPE)(i % 5) / 4
                         : (DATA_TYPE)((i * i + 3 * j + 1) % 9 + 1) / (10 * n) - (DATA_TYPE)0.3 / n;
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

void kernel_lu_ijk(int n, DATA_TYPE A[n][n])
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = 0; i < n; i++) {
    /* row i of L */
    for (int j = 0; j < i; j++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = A[i][j] / A[j][j];
    }
    /* row i of U */
    for (int j = i; j < n; j++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_lu_ijk(N, A);
  kernel_lu_ijk(N, A);
  print_array("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
