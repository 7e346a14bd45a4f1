/* jacobi-1d-pb: Jacobi 1-D in the benchmark-suite shape: fixed-size parameters, int bounds, 0.33333 times the sum
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#  define TSTEPS 5
#else
#  define N 400000
#  define TSTEPS 1000
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

void kernel_jacobi_1d(int tsteps, int n, DATA_TYPE A[N], DATA_TYPE B[N])
{
  int t, i;
#pragma scop
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < B_N - 1; i++)
      B[i] = CST(0.33333) * (A[i - 1] + A[i] + A[i + 1]);
    for (i = 1; i < B_N - 1; i++)
      A[i] = CST(0.33333) * (B[i - 1] + B[i] + B[i + 1]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N), 3);
  fill((DATA_TYPE *)B, (long)(N), 4);
  kernel_jacobi_1d(TSTEPS, N, *A, *B);
  dump("A", (DATA_TYPE *)A, N);
  dump("B", (DATA_TYPE *)B, N);
  free(A);
  free(B);
  return 0;
}
