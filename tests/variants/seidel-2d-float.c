/* seidel-2d-float: Gauss-Seidel 9-point in float on a flat array behind an indexing macro (U(i,j) is
   u[(i) * n + (j)]), the sum divided by 9.0f
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 20
#  define TSTEPS 10
#else
#  define N 2000
#  define TSTEPS 500
#endif

static void fill(float *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (float)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const float *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

#define U(i, j) u[(i) * n + (j)]

void seidel(int tsteps, int n, float *u)
{
#pragma scop
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i <= n - 2; i++)
      for (int j = 1; j <= n - 2; j++)
        U(i, j) = (U(i - 1, j - 1) + U(i - 1, j) + U(i - 1, j + 1)
                   + U(i, j - 1) + U(i, j) + U(i, j + 1)
                   + U(i + 1, j - 1) + U(i + 1, j) + U(i + 1, j + 1)) / 9.0f;
#pragma endscop
}

int main(void)
{
  float *u = malloc(sizeof(float) * N * N);
  fill(u, (long)N * N, 3);
  seidel(TSTEPS, N, u);
  dump("u", u, (long)N * N);
  free(u);
  return 0;
}
