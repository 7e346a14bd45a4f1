/* floyd-warshall-pb: Floyd-Warshall in the benchmark-suite shape: int path lengths in a fixed-size parameter, the
   minimum written as a ternary on the sum
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 16
#else
#  define N 2800
#endif

#ifndef DATA_TYPE
#define DATA_TYPE int
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

void kernel_floyd_warshall(int n, DATA_TYPE path[N][N])
{
  int i, j, k;
#pragma scop
  for (k = 0; k < B_N; k++)
    for (i = 0; i < B_N; i++)
      for (j = 0; j < B_N; j++)
        path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*path)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)path, (long)(N) * (long)(N), 3);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) (*path)[i][j] = i * j % 7 + 1 + ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0 ? 999 : 0);
  kernel_floyd_warshall(N, *path);
  dump("path", (DATA_TYPE *)path, (long)N * N);
  free(path);
  return 0;
}
