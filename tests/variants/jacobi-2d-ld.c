/* jacobi-2d-ld: a variant in the BLAS style (tests/test_variants.py): a 5-point Jacobi on flat n x n
   arrays with leading dimensions lda, ldb >= n of their own, called with ld == n and with padded rows,
   whose padding columns must stay untouched. */
#include <stdio.h>
#include <stdlib.h>
static void dumpf(const char *name, const float *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.10e\n", name, s);
}
#ifdef MINI_DATASET
#define N 30
#define T 20
#define PAD 4
#else
#define N 2800
#define T 1000
#define PAD 32
#endif
void jacobi(int tsteps, int n, float *a, int lda, float *b, int ldb)
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i * ldb + j] = 0.2f * (a[i * lda + j] + a[i * lda + j - 1] + a[i * lda + j + 1] + a[(i - 1) * lda + j] + a[(i + 1) * lda + j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i * lda + j] = 0.2f * (b[i * ldb + j] + b[i * ldb + j - 1] + b[i * ldb + j + 1] + b[(i - 1) * ldb + j] + b[(i + 1) * ldb + j]);
  }
#pragma endscop
}
static void run(int pad)
{
  int lda = N + pad, ldb = N + 2 * pad;
  float *a = malloc(sizeof(float) * N * lda), *b = malloc(sizeof(float) * N * ldb);
  /* the padding columns hold -1: they must stay so */
  for (int i = 0; i < N; i++) for (int j = 0; j < lda; j++) a[i * lda + j] = j < N ? ((i * (j + 2)) % N + 2) / (float)N : -1.0f;
  for (int i = 0; i < N; i++) for (int j = 0; j < ldb; j++) b[i * ldb + j] = j < N ? ((i * (j + 3)) % N + 3) / (float)N : -1.0f;
  jacobi(T, N, a, lda, b, ldb);
  dumpf("a", a, (long)N * lda);
  dumpf("b", b, (long)N * ldb);
  double padding = 0.0;
  for (int i = 0; i < N; i++) { for (int j = N; j < lda; j++) padding += a[i * lda + j]; for (int j = N; j < ldb; j++) padding += b[i * ldb + j]; }
  printf("padding %.1f\n", padding);
  free(a); free(b);
}
int main(void)
{
  run(0);
  run(PAD);
  return 0;
}
