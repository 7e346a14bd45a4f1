/* gemm-ld: a variant in the BLAS style (tests/test_variants.py): flat row-major arrays with a leading
   dimension of their own, C[i * ldc + j] for 0 <= j < n, called with ld == n and with padded rows
   (ld > n), whose padding columns must stay untouched. */
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
#define M 20
#define N 24
#define K 28
#define PAD 5
#else
#define M 2000
#define N 2200
#define K 2400
#define PAD 16
#endif
void gemm(int m, int n, int k, double alpha, const double *A, int lda, const double *B, int ldb,
          double beta, double *C, int ldc)
{
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int p = 0; p < k; p++)
        s += A[i * lda + p] * B[p * ldb + j];
      C[i * ldc + j] = alpha * s + beta * C[i * ldc + j];
    }
#pragma endscop
}
static void run(int pad)
{
  int lda = K + pad, ldb = N + 2 * pad, ldc = N + 3 * pad;
  double *A = malloc(sizeof(double) * M * lda), *B = malloc(sizeof(double) * K * ldb);
  double *C = malloc(sizeof(double) * M * ldc);
  for (int i = 0; i < M; i++) for (int j = 0; j < lda; j++) A[i * lda + j] = ((i * 7 + j * 3) % 13) / 13.0;
  for (int i = 0; i < K; i++) for (int j = 0; j < ldb; j++) B[i * ldb + j] = ((i * 5 + j * 11) % 17) / 17.0;
  /* the padding columns hold -1: they must stay so */
  for (int i = 0; i < M; i++) for (int j = 0; j < ldc; j++) C[i * ldc + j] = j < N ? ((i + j) % 7) / 7.0 : -1.0;
  gemm(M, N, K, 1.5, A, lda, B, ldb, 1.2, C, ldc);
  dump("C", C, (long)M * ldc);
  double padding = 0.0;
  for (int i = 0; i < M; i++) for (int j = N; j < ldc; j++) padding += C[i * ldc + j];
  printf("padding %.1f\n", padding);
  free(A); free(B); free(C);
}
int main(void)
{
  run(0);
  run(PAD);
  return 0;
}
