/* atax-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
   addressed A[i * n + j] with the sizes passed at run time. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.10e\n", name, s);
}
#ifdef MINI_DATASET
#define M 30
#define N 34
#else
#define M 4000
#define N 4200
#endif
/* y = A^T (A x) on a flat m x n array */
void atax(int m, int n, const double *A, const double *x, double *y, double *tmp)
{
#pragma scop
  for (int j = 0; j < n; j++)
    y[j] = 0.0;
  for (int i = 0; i < m; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++)
      s += A[i * n + j] * x[j];
    tmp[i] = s;
    for (int j = 0; j < n; j++)
      y[j] += A[i * n + j] * s;
  }
#pragma endscop
}
int main(void)
{
  double *A = malloc(sizeof(double) * M * N), *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N), *tmp = malloc(sizeof(double) * M);
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) A[i * N + j] = ((i + j) % N) / (5.0 * M);
  for (int j = 0; j < N; j++) x[j] = 1 + j / (double)N;
  atax(M, N, A, x, y, tmp);
  dump("y", y, N);
  dump("tmp", tmp, M);
  return 0;
}
