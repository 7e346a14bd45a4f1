/* mvt-pb: x1 += A y1, x2 += A^T y2 in the benchmark-suite shape (two nests, updates written x = x + ...)
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#else
#  define N 8000
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

void kernel_mvt(int n, DATA_TYPE x1[N], DATA_TYPE x2[N], DATA_TYPE y_1[N], DATA_TYPE y_2[N], DATA_TYPE A[N][N])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_N; j++)
      x1[i] = x1[i] + A[i][j] * y_1[j];
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_N; j++)
      x2[i] = x2[i] + A[j][i] * y_2[j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*x1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y_1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y_2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)x1, (long)(N), 3);
  fill((DATA_TYPE *)x2, (long)(N), 4);
  fill((DATA_TYPE *)y_1, (long)(N), 5);
  fill((DATA_TYPE *)y_2, (long)(N), 6);
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 7);
  kernel_mvt(N, *x1, *x2, *y_1, *y_2, *A);
  dump("x1", (DATA_TYPE *)x1, N);
  dump("x2", (DATA_TYPE *)x2, N);
  free(x1);
  free(x2);
  free(y_1);
  free(y_2);
  free(A);
  return 0;
}
