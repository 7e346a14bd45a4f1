/* heat-3d-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
   addressed A[i * n + j] with the sizes passed at run time. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.10e\n", name, s);
}
#ifdef MINI_DATASET
#define N 10
#define T 10
#else
#define N 200
#define T 1000
#endif
#define IDX(i, j, k) (((i) * n + (j)) * n + (k))
void heat(int tsteps, int n, double *A, double *B)
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[IDX(i, j, k)] = A[IDX(i, j, k)] + 0.125 * (A[IDX(i + 1, j, k)] + A[IDX(i - 1, j, k)] + A[IDX(i, j + 1, k)]
                          + A[IDX(i, j - 1, k)] + A[IDX(i, j, k + 1)] + A[IDX(i, j, k - 1)] - 6.0 * A[IDX(i, j, k)]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[IDX(i, j, k)] = B[IDX(i, j, k)] + 0.125 * (B[IDX(i + 1, j, k)] + B[IDX(i - 1, j, k)] + B[IDX(i, j + 1, k)]
                          + B[IDX(i, j - 1, k)] + B[IDX(i, j, k + 1)] + B[IDX(i, j, k - 1)] - 6.0 * B[IDX(i, j, k)]);
  }
#pragma endscop
}
int main(void)
{
  double *A = malloc(sizeof(double) * N * N * N), *B = malloc(sizeof(double) * N * N * N);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) for (int k = 0; k < N; k++) A[(i * N + j) * N + k] = B[(i * N + j) * N + k] = (double)(i + j + (N - k)) * 10 / N;
  heat(T, N, A, B);
  dump("A", A, (long)N * N * N);
  return 0;
}
