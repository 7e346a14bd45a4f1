/* cholesky-pb: Cholesky in the benchmark-suite shape: row by row, j < i then the diagonal, in place,
   updates written with -= and /=
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 16
#else
#  define N 2000
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

void kernel_cholesky(int n, DATA_TYPE A[N][N])
{
  int i, j, k;
#pragma scop
  for (i = 0; i < B_N; i++) {
    for (j = 0; j < i; j++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[j][k];
      A[i][j] /= A[j][j];
    }
    for (k = 0; k < i; k++)
      A[i][i] -= A[i][k] * A[i][k];
    A[i][i] = sqrt(A[i][i]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      (*A)[i][j] = i == j ? (DATA_TYPE)(N + 1) : (DATA_TYPE)1 / (1 + (i > j ? i - j : j - i));
  kernel_cholesky(N, *A);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  free(A);
  return 0;
}
