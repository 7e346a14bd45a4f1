/* trisolv-colmajor: forward substitution (L x = b) column-oriented on a column-major lower triangle
   (L[i + j * n]): x[j] divided by the pivot, then subtracted from the rows below
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#else
#  define N 4000
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

void trisolv(int n, const double *L, double *x, const double *b)
{
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = b[i];
  for (int j = 0; j < n; j++) {
    x[j] = x[j] / L[j + j * n];
    for (int i = j + 1; i < n; i++)
      x[i] = x[i] - L[i + j * n] * x[j];
  }
#pragma endscop
}

int main(void)
{
  double *L = malloc(sizeof(double) * N * N), *x = malloc(sizeof(double) * N), *b = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      L[i + j * N] = i == j ? 2.0 + i % 3 : (i > j ? 1.0 / (N + i - j) : 0.0);
  fill(b, N, 3);
  trisolv(N, L, x, b);
  dump("x", x, N);
  free(L); free(x); free(b);
  return 0;
}
