/* trmm-acc: trmm (B := alpha A^T B, A unit lower triangular) with the element's sum in a local
   initialised from B[i][j] and written s = s + ..., rows ascending
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

void trmm(int m, int n, double alpha, double A[m][m], double B[m][n])
{
  int i, j, k;
  double s;
#pragma scop
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++) {
      s = B[i][j];
      for (k = i + 1; k < m; k++)
        s = s + A[k][i] * B[k][j];
      B[i][j] = alpha * s;
    }
#pragma endscop
}

int main(void)
{
  double (*A)[M] = malloc(sizeof(double) * M * M);
  double (*B)[N] = malloc(sizeof(double) * M * N);
  fill(&A[0][0], (long)M * M, 4);
  fill(&B[0][0], (long)M * N, 5);
  trmm(M, N, 1.5, A, B);
  dump("B", &B[0][0], (long)M * N);
  free(A); free(B);
  return 0;
}
