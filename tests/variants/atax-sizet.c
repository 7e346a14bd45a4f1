/* atax-sizet: atax with size_t sizes and iterators over VLA parameters, tmp a local scalar, y zeroed inside the
   row loop under i == 0
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define M 16
#  define N 20
#else
#  define M 7000
#  define N 8000
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

void kernel_atax(size_t m, size_t n, DATA_TYPE A[m][n], DATA_TYPE x[n], DATA_TYPE y[n])
{
#pragma scop
  for (size_t j = 0; j < n; j++)
    y[j] = 0;
  for (size_t i = 0; i < m; i++) {
    DATA_TYPE tmp = 0;
    for (size_t j = 0; j < n; j++)
      tmp += A[i][j] * x[j];
    for (size_t j = 0; j < n; j++)
      y[j] += A[i][j] * tmp;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(M) * (long)(N), 3);
  fill((DATA_TYPE *)x, (long)(N), 4);
  fill((DATA_TYPE *)y, (long)(N), 5);
  kernel_atax(M, N, *A, *x, *y);
  dump("y", (DATA_TYPE *)y, N);
  free(A);
  free(x);
  free(y);
  return 0;
}
