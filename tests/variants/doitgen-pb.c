/* doitgen-pb: the doitgen kernel in the benchmark-suite shape: 3-D fixed-size parameter, a 1-D sum buffer
   parameter, iterators at the top
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define NR 8
#  define NQ 10
#  define NP 12
#else
#  define NR 150
#  define NQ 160
#  define NP 200
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

void kernel_doitgen(int nr, int nq, int np, DATA_TYPE A[NR][NQ][NP], DATA_TYPE C4[NP][NP], DATA_TYPE sum[NP])
{
  int r, q, p, s;
#pragma scop
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = CST(0.0);
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[NR][NQ][NP] = malloc(sizeof(DATA_TYPE) * (long)(NR) * (long)(NQ) * (long)(NP));
  DATA_TYPE (*C4)[NP][NP] = malloc(sizeof(DATA_TYPE) * (long)(NP) * (long)(NP));
  DATA_TYPE (*sum)[NP] = malloc(sizeof(DATA_TYPE) * (long)(NP));
  fill((DATA_TYPE *)A, (long)(NR) * (long)(NQ) * (long)(NP), 3);
  fill((DATA_TYPE *)C4, (long)(NP) * (long)(NP), 4);
  fill((DATA_TYPE *)sum, (long)(NP), 5);
  kernel_doitgen(NR, NQ, NP, *A, *C4, *sum);
  dump("A", (DATA_TYPE *)A, (long)NR * NQ * NP);
  dump("sum", (DATA_TYPE *)sum, NP);
  free(A);
  free(C4);
  free(sum);
  return 0;
}
