/* trisolv-pb: forward substitution in the benchmark-suite shape: x[i] accumulated in place with -=, divided last
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#else
#  define N 4000
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

void kernel_trisolv(int n, DATA_TYPE L[N][N], DATA_TYPE x[N], DATA_TYPE b[N])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_N; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*L)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*b)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)L, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)x, (long)(N), 4);
  fill((DATA_TYPE *)b, (long)(N), 5);
  for (int i = 0; i < N; i++) { (*L)[i][i] = 2; for (int j = 0; j < i; j++) (*L)[i][j] = (DATA_TYPE)1 / (N * (1 + i - j)); }
  kernel_trisolv(N, *L, *x, *b);
  dump("x", (DATA_TYPE *)x, N);
  free(L);
  free(x);
  free(b);
  return 0;
}
