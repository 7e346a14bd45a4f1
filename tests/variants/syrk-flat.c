/* syrk-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
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
#define N 20
#define M 24
#else
#define N 2000
#define M 2600
#endif
/* C := alpha * A * A^T + beta * C on the lower triangle; flat row-major arrays, sizes at run time */
void syrk(int n, int m, double alpha, double beta, double *C, const double *A)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i * n + j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i * n + j] += alpha * A[i * m + k] * A[j * m + k];
  }
#pragma endscop
}
int main(void)
{
  double *A = malloc(sizeof(double) * N * M), *C = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++) for (int k = 0; k < M; k++) A[i * M + k] = ((i * 7 + k * 3) % 13) / 13.0;
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) C[i * N + j] = ((i + j) % 7) / 7.0;
  syrk(N, M, 1.5, 1.2, C, A);
  dump("C", C, (long)N * N);
  return 0;
}
