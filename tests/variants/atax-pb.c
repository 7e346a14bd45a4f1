/* atax-pb: y := A^T (A x) in the benchmark-suite shape: y zeroed in its own loop, tmp an array, updates
   written tmp[i] = tmp[i] + ...
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

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

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

void kernel_atax(int m, int n, DATA_TYPE A[M][N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE tmp[M])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_N; i++)
    y[i] = 0;
  for (i = 0; i < B_M; i++) {
    tmp[i] = CST(0.0);
    for (j = 0; j < B_N; j++)
      tmp[i] = tmp[i] + A[i][j] * x[j];
    for (j = 0; j < B_N; j++)
      y[j] = y[j] + A[i][j] * tmp[i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*tmp)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  fill((DATA_TYPE *)A, (long)(M) * (long)(N), 3);
  fill((DATA_TYPE *)x, (long)(N), 4);
  fill((DATA_TYPE *)y, (long)(N), 5);
  fill((DATA_TYPE *)tmp, (long)(M), 6);
  kernel_atax(M, N, *A, *x, *y, *tmp);
  dump("y", (DATA_TYPE *)y, N);
  dump("tmp", (DATA_TYPE *)tmp, M);
  free(A);
  free(x);
  free(y);
  free(tmp);
  return 0;
}
