/* lu-jki: LU (Doolittle, in place) left-looking by columns: for each column j, the U part
   (rows i <= j) then the L part (rows i > j) divided by the pivot, C99 VLA parameter
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

void lu(int n, double A[n][n])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    for (int i = 0; i <= j; i++)
      for (int k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    for (int i = j + 1; i < n; i++) {
      for (int k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] /= A[j][j];
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
  lu(N, A);
  dump("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
