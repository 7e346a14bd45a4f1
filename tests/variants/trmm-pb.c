/* trmm-pb: B := alpha A^T B with A unit lower triangular in the benchmark-suite shape: rows top down,
   k from i + 1, in place
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#else
#  define M 2000
#  define N 2400
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

void kernel_trmm(int m, int n, DATA_TYPE alpha, DATA_TYPE A[M][M], DATA_TYPE B[M][N])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_M; i++)
    for (j = 0; j < B_N; j++) {
      for (k = i + 1; k < B_M; k++)
        B[i][j] += A[k][i] * B[k][j];
      B[i][j] = alpha * B[i][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[M][M] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(M));
  DATA_TYPE (*B)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  fill((DATA_TYPE *)A, (long)(M) * (long)(M), 3);
  fill((DATA_TYPE *)B, (long)(M) * (long)(N), 4);
  kernel_trmm(M, N, CST(1.5), *A, *B);
  dump("B", (DATA_TYPE *)B, (long)M * N);
  free(A);
  free(B);
  return 0;
}
