/* gemm-acc: gemm with long iterators, restrict VLA parameters and the dot product in a local scalar
   written s = s + ..., combined with C afterwards
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

void kernel_gemm(long ni, long nj, long nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[restrict ni][nj], DATA_TYPE A[restrict ni][nk], DATA_TYPE B[restrict nk][nj])
{
  long i, j, k;
  DATA_TYPE s;
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      s = 0.0;
      for (k = 0; k < nk; k++)
        s = s + A[i][k] * B[k][j];
      C[i][j] = beta * C[i][j] + alpha * s;
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
  kernel_gemm(NI, NJ, NK, 1.5, 1.2, *C, *A, *B);
  dump("C", (DATA_TYPE *)C, (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
