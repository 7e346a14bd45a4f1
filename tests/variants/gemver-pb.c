/* gemver-pb: the gemver update in the benchmark-suite shape (four nests, fixed-size parameters, x = x + ...)
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

void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[N][N],
                   DATA_TYPE u1[N], DATA_TYPE v1[N], DATA_TYPE u2[N], DATA_TYPE v2[N],
                   DATA_TYPE w[N], DATA_TYPE x[N], DATA_TYPE y[N], DATA_TYPE z[N])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_N; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_N; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < B_N; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < B_N; i++)
    for (j = 0; j < B_N; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*u1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*v1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*u2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*v2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*w)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*z)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)u1, (long)(N), 4);
  fill((DATA_TYPE *)v1, (long)(N), 5);
  fill((DATA_TYPE *)u2, (long)(N), 6);
  fill((DATA_TYPE *)v2, (long)(N), 7);
  fill((DATA_TYPE *)w, (long)(N), 8);
  fill((DATA_TYPE *)x, (long)(N), 9);
  fill((DATA_TYPE *)y, (long)(N), 10);
  fill((DATA_TYPE *)z, (long)(N), 11);
  kernel_gemver(N, CST(1.5), CST(1.2), *A, *u1, *v1, *u2, *v2, *w, *x, *y, *z);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  dump("w", (DATA_TYPE *)w, N);
  dump("x", (DATA_TYPE *)x, N);
  free(A);
  free(u1);
  free(v1);
  free(u2);
  free(v2);
  free(w);
  free(x);
  free(y);
  free(z);
  return 0;
}
