/* cholesky-right-vla: Cholesky right-looking (outer-product form) on the lower triangle: the pivot's square root,
   the column scaled, then the trailing triangle updated, C99 VLA parameter and long iterators
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#else
#  define N 2000
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

void cholesky(long n, double A[n][n])
{
#pragma scop
  for (long k = 0; k < n; k++) {
    A[k][k] = sqrt(A[k][k]);
    for (long i = k + 1; i < n; i++)
      A[i][k] = A[i][k] / A[k][k];
    for (long j = k + 1; j < n; j++)
      for (long i = j; i < n; i++)
        A[i][j] = A[i][j] - A[i][k] * A[j][k];
  }
#pragma endscop
}

int main(void)
{
  double (*A)[N] = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? (double)(N + 1) : 1.0 / (1 + (i > j ? i - j : j - i));
  cholesky(N, A);
  dump("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
