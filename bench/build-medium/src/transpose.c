/* transpose: out-of-place matrix transpose B := A^T on file-scope global
   arrays whose sizes are compile-time macros (A is N x M, B is M x N). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define M 20
#elif defined(MEDIUM_DATASET)
#  define N 2000
#  define M 1800
#elif defined(LARGE_DATASET)
#  define N 4000
#  define M 4000
#elif defined(EXTRALARGE_DATASET)
#  define N 6000
#  define M 6000
#else /* SMALL, the default */
#  define N 256
#  define M 200
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static DATA_TYPE A[N][M];
static DATA_TYPE B[M][N];

static void init_transpose(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (DATA_TYPE)((i * 31 + j * 7 + 1) % 97) / 97 + (DATA_TYPE)i / N;
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

void kernel_transpose(void)
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < N; i++)
    for (j = 0; j < M; j++)
      B[j][i] = A[i][j];
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  init_transpose();
  kernel_transpose();
  print_array("B", &B[0][0], (long)M * N);
  return 0;
}
