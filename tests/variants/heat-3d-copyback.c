/* heat-3d-copyback: heat equation 3-D with one new-value array: each step computes B from A, then copies B
   back into A's interior, C99 VLA parameters
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 10
#  define TSTEPS 6
#else
#  define N 200
#  define TSTEPS 200
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

void heat(int tsteps, int n, double A[n][n][n], double B[n][n][n])
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = A[i][j][k]
                       + 0.125 * (A[i + 1][j][k] - 2.0 * A[i][j][k] + A[i - 1][j][k])
                       + 0.125 * (A[i][j + 1][k] - 2.0 * A[i][j][k] + A[i][j - 1][k])
                       + 0.125 * (A[i][j][k + 1] - 2.0 * A[i][j][k] + A[i][j][k - 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = B[i][j][k];
  }
#pragma endscop
}

int main(void)
{
  double (*A)[N][N] = malloc(sizeof(double) * N * N * N);
  double (*B)[N][N] = malloc(sizeof(double) * N * N * N);
  fill(&A[0][0][0], (long)N * N * N, 3);
  fill(&B[0][0][0], (long)N * N * N, 4);
  heat(TSTEPS, N, A, B);
  dump("A", &A[0][0][0], (long)N * N * N);
  free(A); free(B);
  return 0;
}
