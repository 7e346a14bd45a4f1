/* syrk-kij: syrk on the lower triangle with C scaled in a nest of its own and the rank-1 updates in
   k-i-j order (k outermost), triangular bound written j < i + 1
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#  define M 12
#else
#  define N 2400
#  define M 2000
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

void syrk(int n, int m, double alpha, double beta, double C[n][n], double A[n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i + 1; j++)
      C[i][j] = beta * C[i][j];
  for (int k = 0; k < m; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < i + 1; j++)
        C[i][j] = C[i][j] + alpha * A[i][k] * A[j][k];
#pragma endscop
}

int main(void)
{
  double (*C)[N] = malloc(sizeof(double) * N * N);
  double (*A)[M] = malloc(sizeof(double) * N * M);
  fill(&C[0][0], (long)N * N, 3);
  fill(&A[0][0], (long)N * M, 4);
  syrk(N, M, 1.5, 1.2, C, A);
  dump("C", &C[0][0], (long)N * N);
  free(C); free(A);
  return 0;
}
