/* gemm-pb: C := alpha A B + beta C in the benchmark-suite shape: arrays declared with fixed macro sizes,
   loops bounded by int parameters behind macros, iterators declared at the top, i-k-j order with the
   row scaled by *=
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

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_NI; i++) {
    for (j = 0; j < B_NJ; j++)
      C[i][j] *= beta;
    for (k = 0; k < B_NK; k++)
      for (j = 0; j < B_NJ; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*C)[NI][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NJ));
  DATA_TYPE (*A)[NI][NK] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NK));
  DATA_TYPE (*B)[NK][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NK) * (long)(NJ));
  fill((DATA_TYPE *)C, (long)(NI) * (long)(NJ), 3);
  fill((DATA_TYPE *)A, (long)(NI) * (long)(NK), 4);
  fill((DATA_TYPE *)B, (long)(NK) * (long)(NJ), 5);
  kernel_gemm(NI, NJ, NK, CST(1.5), CST(1.2), *C, *A, *B);
  dump("C", (DATA_TYPE *)C, (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
