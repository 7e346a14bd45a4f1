/* 2mm-pb: D := alpha A B C + beta D in the benchmark-suite shape (fixed-size array parameters, int bounds
   behind macros, tmp zeroed then accumulated, D scaled by *= before its product)
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
#  define NL 18
#else
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
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

void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE tmp[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                DATA_TYPE C[NJ][NL], DATA_TYPE D[NI][NL])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_NI; i++)
    for (j = 0; j < B_NJ; j++) {
      tmp[i][j] = CST(0.0);
      for (k = 0; k < B_NK; ++k)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (i = 0; i < B_NI; i++)
    for (j = 0; j < B_NL; j++) {
      D[i][j] *= beta;
      for (k = 0; k < B_NJ; ++k)
        D[i][j] += tmp[i][k] * C[k][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*tmp)[NI][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NJ));
  DATA_TYPE (*A)[NI][NK] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NK));
  DATA_TYPE (*B)[NK][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NK) * (long)(NJ));
  DATA_TYPE (*C)[NJ][NL] = malloc(sizeof(DATA_TYPE) * (long)(NJ) * (long)(NL));
  DATA_TYPE (*D)[NI][NL] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NL));
  fill((DATA_TYPE *)tmp, (long)(NI) * (long)(NJ), 3);
  fill((DATA_TYPE *)A, (long)(NI) * (long)(NK), 4);
  fill((DATA_TYPE *)B, (long)(NK) * (long)(NJ), 5);
  fill((DATA_TYPE *)C, (long)(NJ) * (long)(NL), 6);
  fill((DATA_TYPE *)D, (long)(NI) * (long)(NL), 7);
  kernel_2mm(NI, NJ, NK, NL, CST(1.5), CST(1.2), *tmp, *A, *B, *C, *D);
  dump("tmp", (DATA_TYPE *)tmp, (long)NI * NJ);
  dump("D", (DATA_TYPE *)D, (long)NI * NL);
  free(tmp);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
