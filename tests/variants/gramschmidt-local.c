/* gramschmidt-local: modified Gram-Schmidt with the column's norm in a block-local accumulator and each
   projection coefficient in a local before it is stored in R
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 10
#else
#  define M 2400
#  define N 2000
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

void gramschmidt(int m, int n, double A[M][N], double R[N][N], double Q[M][N])
{
#pragma scop
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm = nrm + A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < n; j++) {
      double dot = 0.0;
      for (int i = 0; i < m; i++)
        dot = dot + Q[i][k] * A[i][j];
      R[k][j] = dot;
      for (int i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * dot;
    }
  }
#pragma endscop
}

int main(void)
{
  double (*A)[N] = malloc(sizeof(double) * M * N);
  double (*R)[N] = malloc(sizeof(double) * N * N);
  double (*Q)[N] = malloc(sizeof(double) * M * N);
  fill(&R[0][0], (long)N * N, 4);
  fill(&Q[0][0], (long)M * N, 5);
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) A[i][j] = (i == j ? 10 : 0) + (double)((i * j) % M) / M;
  gramschmidt(M, N, A, R, Q);
  dump("A", &A[0][0], (long)M * N);
  dump("R", &R[0][0], (long)N * N);
  dump("Q", &Q[0][0], (long)M * N);
  free(A); free(R); free(Q);
  return 0;
}
