/* cholesky-left-acc: Cholesky left-looking by columns (j-i-k): the diagonal's sum and each element's sum in
   block-local accumulators, then the square root and the division
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

void cholesky(int n, double A[N][N])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    double d = A[j][j];
    for (int k = 0; k < j; k++)
      d -= A[j][k] * A[j][k];
    A[j][j] = sqrt(d);
    for (int i = j + 1; i < n; i++) {
      double s = A[i][j];
      for (int k = 0; k < j; k++)
        s -= A[i][k] * A[j][k];
      A[i][j] = s / A[j][j];
    }
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
