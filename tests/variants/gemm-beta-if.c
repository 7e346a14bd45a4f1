/* gemm-beta-if: gemm with the scaling skipped where beta is 1 (`if (beta != 1.0)` around the scaling nest,
   no else), C99 VLA parameters, then the product in i-k-j order
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

void gemm(int ni, int nj, int nk, double alpha, double beta,
          double C[ni][nj], double A[ni][nk], double B[nk][nj])
{
#pragma scop
  if (beta != 1.0)
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++)
        C[i][j] *= beta;
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
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
  gemm(NI, NJ, NK, 0.5, 1.0, C, A, B);
  dump("C1", &C[0][0], (long)NI * NJ);
  free(C); free(A); free(B);
  return 0;
}
