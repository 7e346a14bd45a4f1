/* gemv-ld: a variant in the BLAS style (tests/test_variants.py): y = alpha A x + beta y and
   z = A^T w on a flat row-major m x n array with a leading dimension lda >= n of its own, called with
   lda == n and with padded rows, whose padding columns must stay untouched. */
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
#define PAD 3
#else
#define M 4000
#define N 4200
#define PAD 8
#endif
void gemv(int m, int n, double alpha, double *A, int lda, const double *x, const double *w, double beta,
          double *y, double *z)
{
#pragma scop
  for (int i = 0; i < m; i++) {
    double s = 0.0;
    for (int j = 0; j < n; j++)
      s += A[i * lda + j] * x[j];
    y[i] = alpha * s + beta * y[i];
  }
  for (int j = 0; j < n; j++) {
    z[j] = 0.0;
    for (int i = 0; i < m; i++)
      z[j] += A[i * lda + j] * w[i];
  }
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i * lda + j] = 0.5 * A[i * lda + j] + y[i] * z[j];
#pragma endscop
}
static void run(int pad)
{
  int lda = N + pad;
  double *A = malloc(sizeof(double) * M * lda), *x = malloc(sizeof(double) * N), *w = malloc(sizeof(double) * M);
  double *y = malloc(sizeof(double) * M), *z = malloc(sizeof(double) * N);
  /* the padding columns hold -1: they must stay so */
  for (int i = 0; i < M; i++) for (int j = 0; j < lda; j++) A[i * lda + j] = j < N ? ((i + j) % N) / (5.0 * M) : -1.0;
  for (int j = 0; j < N; j++) x[j] = 1 + j / (double)N;
  for (int i = 0; i < M; i++) { w[i] = 2 - i / (double)M; y[i] = (i % 5) / 5.0; }
  gemv(M, N, 1.5, A, lda, x, w, 0.5, y, z);
  dump("y", y, M);
  dump("z", z, N);
  dump("A", A, (long)M * lda);
  double padding = 0.0;
  for (int i = 0; i < M; i++) for (int j = N; j < lda; j++) padding += A[i * lda + j];
  printf("padding %.1f\n", padding);
  free(A); free(x); free(w); free(y); free(z);
}
int main(void)
{
  run(0);
  run(PAD);
  return 0;
}
