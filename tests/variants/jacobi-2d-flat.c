/* jacobi-2d-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
   addressed A[i * n + j] with the sizes passed at run time. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void dumpf(const char *name, const float *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.5e\n", (double)v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.6e\n", name, s);
}
#ifdef MINI_DATASET
#define N 30
#define T 20
#else
#define N 2800
#define T 1000
#endif
/* 5-point Jacobi, two sweeps per time step, flat arrays of n x n with n at run time */
void jacobi(int tsteps, int n, float *a, float *b)
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        b[i * n + j] = 0.2f * (a[i * n + j] + a[i * n + j - 1] + a[i * n + j + 1] + a[(i - 1) * n + j] + a[(i + 1) * n + j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        a[i * n + j] = 0.2f * (b[i * n + j] + b[i * n + j - 1] + b[i * n + j + 1] + b[(i - 1) * n + j] + b[(i + 1) * n + j]);
  }
#pragma endscop
}
int main(void)
{
  float *a = malloc(sizeof(float) * N * N), *b = malloc(sizeof(float) * N * N);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i * N + j] = ((i * (j + 2)) % N + 2) / (float)N; b[i * N + j] = ((i * (j + 3)) % N + 3) / (float)N; }
  jacobi(T, N, a, b);
  dumpf("a", a, (long)N * N);
  return 0;
}
