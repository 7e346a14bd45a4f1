/* ludcmp-pb: LU decomposition and the two substitutions in the benchmark-suite shape: one scalar w
   declared at the top carries every dot product
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

void kernel_ludcmp(int n, DATA_TYPE A[N][N], DATA_TYPE b[N], DATA_TYPE x[N], DATA_TYPE y[N])
{
  int i, j, k;
  DATA_TYPE w;
#pragma scop
  for (i = 0; i < B_N; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (j = i; j < B_N; j++) {
      w = A[i][j];
      for (k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (i = 0; i < B_N; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (i = B_N - 1; i >= 0; i--) {
    w = y[i];
    for (j = i + 1; j < B_N; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*b)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)b, (long)(N), 4);
  fill((DATA_TYPE *)x, (long)(N), 5);
  fill((DATA_TYPE *)y, (long)(N), 6);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      (*A)[i][j] = i == j ? (DATA_TYPE)(N + 1) : (DATA_TYPE)1 / (1 + (i > j ? i - j : j - i));
  kernel_ludcmp(N, *A, *b, *x, *y);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  dump("x", (DATA_TYPE *)x, N);
  dump("y", (DATA_TYPE *)y, N);
  free(A);
  free(b);
  free(x);
  free(y);
  return 0;
}
