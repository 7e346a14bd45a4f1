/* syr2k-colmajor: syr2k on the lower triangle in the reference-BLAS style: column-major storage
   (C[i + j * ldc]), per column j scale rows i >= j, then for each l two scalars temp1, temp2 and the
   column update
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#  define K 12
#else
#  define N 2400
#  define K 2000
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

void dsyr2k_ln(int n, int k, double alpha, const double *A, int lda, const double *B, int ldb,
               double beta, double *C, int ldc)
{
  int i, j, l;
  double temp1, temp2;
#pragma scop
  for (j = 0; j < n; j++) {
    for (i = j; i < n; i++)
      C[i + j * ldc] = beta * C[i + j * ldc];
    for (l = 0; l < k; l++) {
      temp1 = alpha * B[j + l * ldb];
      temp2 = alpha * A[j + l * lda];
      for (i = j; i < n; i++)
        C[i + j * ldc] = C[i + j * ldc] + A[i + l * lda] * temp1 + B[i + l * ldb] * temp2;
    }
  }
#pragma endscop
}

int main(void)
{
  double *A = malloc(sizeof(double) * N * K), *B = malloc(sizeof(double) * N * K);
  double *C = malloc(sizeof(double) * N * N);
  fill(A, (long)N * K, 4);
  fill(B, (long)N * K, 5);
  fill(C, (long)N * N, 3);
  dsyr2k_ln(N, K, 1.5, A, N, B, N, 1.2, C, N);
  dump("C", C, (long)N * N);
  free(A); free(B); free(C);
  return 0;
}
