/* jacobi-2d-pb: Jacobi 2-D in the benchmark-suite shape: fixed-size parameters, int bounds, 0.2 times the 5 points
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 16
#  define TSTEPS 4
#else
#  define N 3000
#  define TSTEPS 500
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

void kernel_jacobi_2d(int tsteps, int n, DATA_TYPE A[N][N], DATA_TYPE B[N][N])
{
  int t, i, j;
#pragma scop
  for (t = 0; t < tsteps; t++) {
    for (i = 1; i < B_N - 1; i++)
      for (j = 1; j < B_N - 1; j++)
        B[i][j] = CST(0.2) * (A[i][j] + A[i][j - 1] + A[i][1 + j] + A[1 + i][j] + A[i - 1][j]);
    for (i = 1; i < B_N - 1; i++)
      for (j = 1; j < B_N - 1; j++)
        A[i][j] = CST(0.2) * (B[i][j] + B[i][j - 1] + B[i][1 + j] + B[1 + i][j] + B[i - 1][j]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*B)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)B, (long)(N) * (long)(N), 4);
  kernel_jacobi_2d(TSTEPS, N, *A, *B);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  free(A);
  free(B);
  return 0;
}
