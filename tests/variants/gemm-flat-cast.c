/* gemm-flat-cast: a variant in another common style (tests/test_variants.py): flat row-major arrays
   addressed with 64-bit products, A[(size_t)i * n + k], the sizes passed at run time. */
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
#define N 24
#else
#define N 2000
#endif
void gemm(int n, double alpha, double beta, double *C, const double *A, const double *B)
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += A[(size_t)i * n + k] * B[(long)k * n + j];
      C[(size_t)i * n + j] = alpha * s + beta * C[i * n + j];
    }
#pragma endscop
}
int main(void)
{
  double *A = malloc(sizeof(double) * N * N), *B = malloc(sizeof(double) * N * N), *C = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) {
    A[i*N+j] = ((i * 7 + j * 3) % 13) / 13.0; B[i*N+j] = ((i * 5 + j * 11) % 17) / 17.0; C[i*N+j] = ((i + j) % 7) / 7.0; }
  gemm(N, 1.5, 1.2, C, A, B);
  dump("C", C, (long)N * N);
  return 0;
}
