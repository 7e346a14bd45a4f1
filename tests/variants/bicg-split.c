/* bicg-split: bicg as two separate nests, s by columns (j outer, i inner, a local sum) and q by rows
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

void kernel_bicg(int m, int n, DATA_TYPE A[m][n], DATA_TYPE s[n], DATA_TYPE q[m], DATA_TYPE p[n], DATA_TYPE r[m])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    DATA_TYPE t = 0;
    for (int i = 0; i < m; i++)
      t += r[i] * A[i][j];
    s[j] = t;
  }
  for (int i = 0; i < m; i++) {
    DATA_TYPE t = 0;
    for (int j = 0; j < n; j++)
      t += A[i][j] * p[j];
    q[i] = t;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  DATA_TYPE (*s)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*q)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  DATA_TYPE (*p)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*r)[M] = malloc(sizeof(DATA_TYPE) * (long)(M));
  fill((DATA_TYPE *)A, (long)(M) * (long)(N), 3);
  fill((DATA_TYPE *)s, (long)(N), 4);
  fill((DATA_TYPE *)q, (long)(M), 5);
  fill((DATA_TYPE *)p, (long)(N), 6);
  fill((DATA_TYPE *)r, (long)(M), 7);
  kernel_bicg(M, N, *A, *s, *q, *p, *r);
  dump("s", (DATA_TYPE *)s, N);
  dump("q", (DATA_TYPE *)q, M);
  free(A);
  free(s);
  free(q);
  free(p);
  free(r);
  return 0;
}
