/* heat-3d-c99: heat 3-D with C99 loops over malloc'd arrays passed as VLA parameters, the time loop
   t < tsteps, the stencil coefficients written out (0.125 * (a - 2 b + c))
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

void kernel_heat_3d(int tsteps, int n, DATA_TYPE A[n][n][n], DATA_TYPE B[n][n][n])
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = A[i][j][k] + 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k]
                                           + A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k]
                                           + A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = B[i][j][k] + 0.125 * (B[i + 1][j][k] - 2.0 * B[i][j][k] + B[i - 1][j][k]
                                           + B[i][j + 1][k] - 2.0 * B[i][j][k] + B[i][j - 1][k]
                                           + B[i][j][k + 1] - 2.0 * B[i][j][k] + B[i][j][k - 1]);
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
