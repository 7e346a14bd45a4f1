/* gemm-jik-restrict: gemm with pointer-to-row parameters double (*restrict C)[NJ], the loops in j-i-k order and
   the dot product in a block-local accumulator with +=
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#else
#  define NI 2000
#  define NJ 2200
#  define NK 2400
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

static void gemm(int ni, int nj, int nk, double alpha, double beta, double (*restrict C)[NJ],
                 double (*restrict A)[NK], double (*restrict B)[NJ])
{
#pragma scop
  for (int j = 0; j < nj; j++)
    for (int i = 0; i < ni; i++) {
      double acc = 0.0;
      for (int k = 0; k < nk; k++)
        acc += A[i][k] * B[k][j];
      C[i][j] = alpha * acc + beta * C[i][j];
    }
#pragma endscop
}

int main(void)
{
  double (*C)[NJ] = malloc(sizeof(double) * NI * NJ);
  double (*A)[NK] = malloc(sizeof(double) * NI * NK);
  double (*B)[NJ] = malloc(sizeof(double) * NK * NJ);
  fill(&C[0][0], (long)NI * NJ, 3);
  fill(&A[0][0], (long)NI * NK, 4);
  fill(&B[0][0], (long)NK * NJ, 5);
  gemm(NI, NJ, NK, 1.5, 1.2, C, A, B);
  dump("C", &C[0][0], (long)NI * NJ);
  free(C); free(A); free(B);
  return 0;
}
