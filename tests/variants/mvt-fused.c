/* mvt-fused: mvt with both products in one nest and one body (x1 by rows, x2 by columns)
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

void kernel_mvt(int n, DATA_TYPE A[n][n], DATA_TYPE x1[n], DATA_TYPE x2[n], DATA_TYPE y1[n], DATA_TYPE y2[n])
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      x1[i] = x1[i] + A[i][j] * y1[j];
      x2[i] = x2[i] + A[j][i] * y2[j];
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*x1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)x1, (long)(N), 4);
  fill((DATA_TYPE *)x2, (long)(N), 5);
  fill((DATA_TYPE *)y1, (long)(N), 6);
  fill((DATA_TYPE *)y2, (long)(N), 7);
  kernel_mvt(N, *A, *x1, *x2, *y1, *y2);
  dump("x1", (DATA_TYPE *)x1, N);
  dump("x2", (DATA_TYPE *)x2, N);
  free(A);
  free(x1);
  free(x2);
  free(y1);
  free(y2);
  return 0;
}
