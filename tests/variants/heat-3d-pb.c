/* heat-3d-pb: heat 3-D in the benchmark-suite shape: fixed-size 3-D parameters, bounds n - 1 from an int
   parameter, t = 1 .. <= tsteps, each axis term written a(i+1) - 2 a(i) + a(i-1)
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 10
#  define TSTEPS 4
#else
#  define N 200
#  define TSTEPS 200
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

void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[N][N][N], DATA_TYPE B[N][N][N])
{
  int t, i, j, k;
#pragma scop
  for (t = 1; t <= tsteps; t++) {
    for (i = 1; i < B_N - 1; i++)
      for (j = 1; j < B_N - 1; j++)
        for (k = 1; k < B_N - 1; k++)
          B[i][j][k] = CST(0.125) * (A[i + 1][j][k] - CST(2.0) * A[i][j][k] + A[i - 1][j][k])
                     + CST(0.125) * (A[i][j + 1][k] - CST(2.0) * A[i][j][k] + A[i][j - 1][k])
                     + CST(0.125) * (A[i][j][k + 1] - CST(2.0) * A[i][j][k] + A[i][j][k - 1])
                     + A[i][j][k];
    for (i = 1; i < B_N - 1; i++)
      for (j = 1; j < B_N - 1; j++)
        for (k = 1; k < B_N - 1; k++)
          A[i][j][k] = CST(0.125) * (B[i + 1][j][k] - CST(2.0) * B[i][j][k] + B[i - 1][j][k])
                     + CST(0.125) * (B[i][j + 1][k] - CST(2.0) * B[i][j][k] + B[i][j - 1][k])
                     + CST(0.125) * (B[i][j][k + 1] - CST(2.0) * B[i][j][k] + B[i][j][k - 1])
                     + B[i][j][k];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N) * (long)(N));
  DATA_TYPE (*B)[N][N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)B, (long)(N) * (long)(N) * (long)(N), 4);
  kernel_heat_3d(TSTEPS, N, *A, *B);
  dump("A", (DATA_TYPE *)A, (long)N * N * N);
  free(A);
  free(B);
  return 0;
}
