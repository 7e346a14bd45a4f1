/* atax-fused: y := A^T (A x) for A of size M x N in a single row loop: the
   row's dot product goes to a local scalar, and the zeroing of y is fused into
   the update loop under `if (i == 0)` (the setup statement in the same nest).
   Vectors are 1-D pointers. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 15
#  define N 19
#elif defined(MEDIUM_DATASET)
#  define M 1900
#  define N 2100
#elif defined(LARGE_DATASET)
#  define M 7500
#  define N 8500
#elif defined(EXTRALARGE_DATASET)
#  define M 15000
#  define N 17000
#else /* SMALL, the default */
#  define M 360
#  define N 440
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_atax_fused(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x, DATA_TYPE *y)
{
  for (int j = 0; j < n; j++) {
    x[j] = 1 + (DATA_TYPE)(j % 7) / 7;
    y[j] = -123;
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * 11 + j * 3 + 2) % 29) / (29 * n);
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

void kernel_atax_fused(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x, DATA_TYPE *y)
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = 0; i < m; i++) {
    DATA_TYPE t = 0;
    for (int j = 0; j < n; j++)
      t += A[i][j] * x[j];
    for (int j = 0; j < n; j++) {
      if (i == 0)
        y[j] = 0;
      y[j] += A[i][j] * t;
    }
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  if (!A || !x || !y) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_atax_fused(M, N, A, x, y);
  kernel_atax_fused(M, N, A, x, y);
  print_array("y", y, N);
  free(A);
  free(x);
  free(y);
  return 0;
}
