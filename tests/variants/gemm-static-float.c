/* gemm-static-float: gemm on file-scope float arrays of macro sizes, size_t iterators, the scaling in a nest of its
   own before the i-j-k product accumulated in C[i][j] = C[i][j] + ...
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#else
#  define NI 2000
#  define NJ 2200
#  define NK 2400
#endif

#ifndef DATA_TYPE
#define DATA_TYPE float
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

static DATA_TYPE C[NI][NJ], A[NI][NK], B[NK][NJ];
void kernel_gemm(DATA_TYPE alpha, DATA_TYPE beta)
{
  size_t i, j, k;
#pragma scop
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      C[i][j] = C[i][j] * beta;
  for (i = 0; i < NI; i++)
    for (j = 0; j < NJ; j++)
      for (k = 0; k < NK; k++)
        C[i][j] = C[i][j] + alpha * A[i][k] * B[k][j];
#pragma endscop
}

int main(void)
{


  fill(&C[0][0], (long)NI * NJ, 3); fill(&A[0][0], (long)NI * NK, 4); fill(&B[0][0], (long)NK * NJ, 5); kernel_gemm(1.5f, 1.2f);
  dump("C", (DATA_TYPE *)C, (long)NI * NJ);

  return 0;
}
