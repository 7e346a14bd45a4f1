/* 2mm-float-long: 2mm in float with long iterators declared at the top, the accumulation in a local scalar
   and D scaled in the same statement
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

void kernel_2mm(long ni, long nj, long nk, long nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE tmp[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj], DATA_TYPE C[nj][nl], DATA_TYPE D[ni][nl])
{
  long i, j, k;
  DATA_TYPE s;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      s = 0.0f;
      for (k = 0; k < nk; k++)
        s += alpha * A[i][k] * B[k][j];
      tmp[i][j] = s;
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      s = beta * D[i][j];
      for (k = 0; k < nj; k++)
        s += tmp[i][k] * C[k][j];
      D[i][j] = s;
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
  kernel_2mm(NI, NJ, NK, NL, 1.5f, 1.2f, *tmp, *A, *B, *C, *D);
  dump("tmp", (DATA_TYPE *)tmp, (long)NI * NJ);
  dump("D", (DATA_TYPE *)D, (long)NI * NL);
  free(tmp);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
