/* bicg-pb: s := A^T r, q := A p in the benchmark-suite shape: q[i] an array element accumulated in place
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define M 18
#  define N 16
#else
#  define M 8000
#  define N 7000
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

void kernel_bicg(int m, int n, DATA_TYPE A[N][M], DATA_TYPE s[M], DATA_TYPE q[N], DATA_TYPE p[M], DATA_TYPE r[N])
{
  int i, j;
#pragma scop
  for (i = 0; i < B_M; i++)
    s[i] = 0;
  for (i = 0; i < B_N; i++) {
    q[i] = CST(0.0);
    for (j = 0; j < B_M; j++) {
      s[j] = s[j] + r[i] * A[i][j];
      q[i] = q[i] + A[i][j] * p[j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][M] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(M));
  DATA_TYPE (*s)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  DATA_TYPE (*q)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*p)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  DATA_TYPE (*r)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(M), 3);
  fill((DATA_TYPE *)s, (long)(M), 4);
  fill((DATA_TYPE *)q, (long)(N), 5);
  fill((DATA_TYPE *)p, (long)(M), 6);
  fill((DATA_TYPE *)r, (long)(N), 7);
  kernel_bicg(M, N, *A, *s, *q, *p, *r);
  dump("s", (DATA_TYPE *)s, M);
  dump("q", (DATA_TYPE *)q, N);
  free(A);
  free(s);
  free(q);
  free(p);
  free(r);
  return 0;
}
