/* floyd-warshall-min: Floyd-Warshall with a min macro, long iterators and a C99 VLA parameter of int path
   lengths
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 16
#else
#  define N 2800
#endif

static void fill(double *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (double)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

#define MIN(a, b) ((a) < (b) ? (a) : (b))

void floyd(long n, int d[n][n])
{
#pragma scop
  for (long k = 0; k < n; k++)
    for (long i = 0; i < n; i++)
      for (long j = 0; j < n; j++)
        d[i][j] = MIN(d[i][j], d[i][k] + d[k][j]);
#pragma endscop
}

int main(void)
{
  int (*d)[N] = malloc(sizeof(int) * N * N);
  double *out = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      d[i][j] = i == j ? 0 : ((i * 7 + j * 13) % 11 == 0 ? 999 : 1 + (i * j + 3) % 17);
  floyd(N, d);
  for (long p = 0; p < (long)N * N; p++) out[p] = d[p / N][p % N];
  dump("d", out, (long)N * N);
  free(d); free(out);
  return 0;
}
