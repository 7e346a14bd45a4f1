/* 3mm-pb: G := (A B)(C D) in the benchmark-suite shape: E, F, G zeroed in the nests that accumulate them
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define NI 10
#  define NJ 12
#  define NK 14
#  define NL 16
#  define NM 18
#else
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
#  define NM 2400
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

void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                DATA_TYPE E[NI][NJ], DATA_TYPE A[NI][NK], DATA_TYPE B[NK][NJ],
                DATA_TYPE F[NJ][NL], DATA_TYPE C[NJ][NM], DATA_TYPE D[NM][NL], DATA_TYPE G[NI][NL])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_NI; i++)
    for (j = 0; j < B_NJ; j++) {
      E[i][j] = CST(0.0);
      for (k = 0; k < B_NK; ++k)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < B_NJ; i++)
    for (j = 0; j < B_NL; j++) {
      F[i][j] = CST(0.0);
      for (k = 0; k < B_NM; ++k)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < B_NI; i++)
    for (j = 0; j < B_NL; j++) {
      G[i][j] = CST(0.0);
      for (k = 0; k < B_NJ; ++k)
        G[i][j] += E[i][k] * F[k][j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*E)[NI][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NJ));
  DATA_TYPE (*A)[NI][NK] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NK));
  DATA_TYPE (*B)[NK][NJ] = malloc(sizeof(DATA_TYPE) * (long)(NK) * (long)(NJ));
  DATA_TYPE (*F)[NJ][NL] = malloc(sizeof(DATA_TYPE) * (long)(NJ) * (long)(NL));
  DATA_TYPE (*C)[NJ][NM] = malloc(sizeof(DATA_TYPE) * (long)(NJ) * (long)(NM));
  DATA_TYPE (*D)[NM][NL] = malloc(sizeof(DATA_TYPE) * (long)(NM) * (long)(NL));
  DATA_TYPE (*G)[NI][NL] = malloc(sizeof(DATA_TYPE) * (long)(NI) * (long)(NL));
  fill((DATA_TYPE *)E, (long)(NI) * (long)(NJ), 3);
  fill((DATA_TYPE *)A, (long)(NI) * (long)(NK), 4);
  fill((DATA_TYPE *)B, (long)(NK) * (long)(NJ), 5);
  fill((DATA_TYPE *)F, (long)(NJ) * (long)(NL), 6);
  fill((DATA_TYPE *)C, (long)(NJ) * (long)(NM), 7);
  fill((DATA_TYPE *)D, (long)(NM) * (long)(NL), 8);
  fill((DATA_TYPE *)G, (long)(NI) * (long)(NL), 9);
  kernel_3mm(NI, NJ, NK, NL, NM, *E, *A, *B, *F, *C, *D, *G);
  dump("E", (DATA_TYPE *)E, (long)NI * NJ);
  dump("F", (DATA_TYPE *)F, (long)NJ * NL);
  dump("G", (DATA_TYPE *)G, (long)NI * NL);
  free(E);
  free(A);
  free(B);
  free(F);
  free(C);
  free(D);
  free(G);
  return 0;
}
