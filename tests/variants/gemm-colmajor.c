/* gemm-colmajor: gemm in the reference-BLAS style: column-major storage behind indexing macros
   (A_(i,l) is A[(i) + (l) * lda]), beta == 0 branches around the scaling, then per column j and l a
   scalar temp = alpha * B(l,j) added to the column of C
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#  define K 16
#else
#  define M 2000
#  define N 2200
#  define K 2400
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

#define A_(i, j) A[(i) + (j) * lda]
#define B_(i, j) B[(i) + (j) * ldb]
#define C_(i, j) C[(i) + (j) * ldc]

void dgemm_nn(int m, int n, int k, double alpha, const double *A, int lda, const double *B, int ldb,
              double beta, double *C, int ldc)
{
  int i, j, l;
  double temp;
#pragma scop
  for (j = 0; j < n; j++) {
    if (beta == 0.0) {
      for (i = 0; i < m; i++)
        C_(i, j) = 0.0;
    } else {
      for (i = 0; i < m; i++)
        C_(i, j) = beta * C_(i, j);
    }
    for (l = 0; l < k; l++) {
      temp = alpha * B_(l, j);
      for (i = 0; i < m; i++)
        C_(i, j) = C_(i, j) + temp * A_(i, l);
    }
  }
#pragma endscop
}

int main(void)
{
  double *A = malloc(sizeof(double) * M * K), *B = malloc(sizeof(double) * K * N);
  double *C = malloc(sizeof(double) * M * N);
  fill(A, (long)M * K, 4);
  fill(B, (long)K * N, 5);
  fill(C, (long)M * N, 3);
  dgemm_nn(M, N, K, 1.5, A, M, B, K, 1.2, C, M);
  dump("C", C, (long)M * N);
  fill(C, (long)M * N, 3);
  dgemm_nn(M, N, K, 0.5, A, M, B, K, 0.0, C, M);
  dump("C0", C, (long)M * N);
  free(A); free(B); free(C);
  return 0;
}
