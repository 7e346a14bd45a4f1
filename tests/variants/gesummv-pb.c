/* gesummv-pb: y := alpha A x + beta B x in the benchmark-suite shape: tmp and y arrays accumulated in place
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

void kernel_gesummv(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N], DATA_TYPE B[N][N],
                    DATA_TYPE tmp[N], DATA_TYPE x[N], DATA_TYPE y[N])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_N; i++) {
    tmp[i] = CST(0.0);
    y[i] = CST(0.0);
    for (j = 0; j < B_N; j++) {
      tmp[i] = A[i][j] * x[j] + tmp[i];
      y[i] = B[i][j] * x[j] + y[i];
    }
    y[i] = alpha * tmp[i] + beta * y[i];
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*B)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*tmp)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)B, (long)(N) * (long)(N), 4);
  fill((DATA_TYPE *)tmp, (long)(N), 5);
  fill((DATA_TYPE *)x, (long)(N), 6);
  fill((DATA_TYPE *)y, (long)(N), 7);
  kernel_gesummv(N, CST(1.5), CST(1.2), *A, *B, *tmp, *x, *y);
  dump("tmp", (DATA_TYPE *)tmp, N);
  dump("y", (DATA_TYPE *)y, N);
  free(A);
  free(B);
  free(tmp);
  free(x);
  free(y);
  return 0;
}
