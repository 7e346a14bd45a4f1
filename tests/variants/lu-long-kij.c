/* lu-long-kij: right-looking LU with long iterators, the pivot row's multipliers in their own loop and the
   trailing update written A = A - ..., bounds <= n - 1
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

void kernel_lu(long n, DATA_TYPE A[n][n])
{
  long i, j, k;
#pragma scop
  for (k = 0; k <= n - 1; k++) {
    for (i = k + 1; i <= n - 1; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (i = k + 1; i <= n - 1; i++)
      for (j = k + 1; j <= n - 1; j++)
        A[i][j] = A[i][j] - A[i][k] * A[k][j];
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
  kernel_lu(N, *A);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  free(A);
  return 0;
}
