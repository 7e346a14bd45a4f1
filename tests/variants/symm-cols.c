/* symm-cols: symm (C := alpha A B + beta C, A symmetric, its lower triangle stored) with the columns of
   B outermost (j-i-k), the two partial products in block-local scalars
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#else
#  define M 2000
#  define N 2400
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

void symm(int m, int n, double alpha, double beta, double C[m][n], double A[m][m], double B[m][n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) {
      double t1 = alpha * B[i][j];
      double t2 = 0.0;
      for (int k = 0; k < i; k++) {
        C[k][j] += t1 * A[i][k];
        t2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + t1 * A[i][i] + alpha * t2;
    }
#pragma endscop
}

int main(void)
{
  double (*C)[N] = malloc(sizeof(double) * M * N);
  double (*A)[M] = malloc(sizeof(double) * M * M);
  double (*B)[N] = malloc(sizeof(double) * M * N);
  fill(&C[0][0], (long)M * N, 3);
  fill(&A[0][0], (long)M * M, 4);
  fill(&B[0][0], (long)M * N, 5);
  symm(M, N, 1.5, 1.2, C, A, B);
  dump("C", &C[0][0], (long)M * N);
  free(C); free(A); free(B);
  return 0;
}
