/* atax-colmajor: atax (y = A^T (A x)) on a column-major matrix (A[i + j * m]): the product A x
   accumulated column by column into tmp, then each y[j] a dot product down column j
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#else
#  define M 7000
#  define N 8000
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

void atax(int m, int n, const double *A, const double *x, double *y, double *tmp)
{
#pragma scop
  for (int i = 0; i < m; i++)
    tmp[i] = 0.0;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++)
      tmp[i] += A[i + j * m] * x[j];
  for (int j = 0; j < n; j++) {
    double s = 0.0;
    for (int i = 0; i < m; i++)
      s += A[i + j * m] * tmp[i];
    y[j] = s;
  }
#pragma endscop
}

int main(void)
{
  double *A = malloc(sizeof(double) * M * N), *x = malloc(sizeof(double) * N);
  double *y = malloc(sizeof(double) * N), *tmp = malloc(sizeof(double) * M);
  fill(A, (long)M * N, 3);
  for (int j = 0; j < N; j++) x[j] = 1 + j / (double)N;
  atax(M, N, A, x, y, tmp);
  dump("y", y, N);
  free(A); free(x); free(y); free(tmp);
  return 0;
}
