/* syrk-pb: C := alpha A A^T + beta C on the lower triangle in the benchmark-suite shape: per row, scale
   j <= i, then k outside j
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 14
#  define M 12
#else
#  define N 2400
#  define M 2000
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

void kernel_syrk(int n, int m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[N][N], DATA_TYPE A[N][M])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_N; i++) {
    for (j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (k = 0; k < B_M; k++)
      for (j = 0; j <= i; j++)
        C[i][j] += alpha * A[i][k] * A[j][k];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*C)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*A)[N][M] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(M));
  fill((DATA_TYPE *)C, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)A, (long)(N) * (long)(M), 4);
  kernel_syrk(N, M, CST(1.5), CST(1.2), *C, *A);
  dump("C", (DATA_TYPE *)C, (long)N * N);
  free(C);
  free(A);
  return 0;
}
