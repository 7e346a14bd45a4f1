/* atax: y := A^T (A x) for an M x N matrix A, going through tmp := A x.
   Vectors are plain 1-D pointers. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 16
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define M 1800
#  define N 2000
#elif defined(LARGE_DATASET)
#  define M 7000
#  define N 8000
#elif defined(EXTRALARGE_DATASET)
#  define M 14000
#  define N 16000
#else /* SMALL, the default */
#  define M 380
#  define N 420
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_atax(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x)
{
  for (int j = 0; j < n; j++)
    x[j] = 1 + (DATA_TYPE)(j % 10) / 10;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * 2 + j * 7 + 1) % n) / (4 * n);
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

void kernel_atax(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x, DATA_TYPE *y, DATA_TYPE *tmp)
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (j = 0; j < n; j++)
    y[j] = 0;
  for (i = 0; i < m; i++) {
    tmp[i] = 0;
    for (j = 0; j < n; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < n; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *tmp = malloc(sizeof(DATA_TYPE[M]));
  if (!A || !x || !y || !tmp) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_atax(M, N, A, x);
  kernel_atax(M, N, A, x, y, tmp);
  print_array("y", y, N);
  print_array("tmp", tmp, M);
  free(A);
  free(x);
  free(y);
  free(tmp);
  return 0;
}
