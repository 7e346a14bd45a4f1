/* transpose-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
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
#define N 20
#define M 28
#else
#define N 4000
#define M 5000
#endif
/* B = A^T + B, flat, then an in-place row scaling that reads the diagonal-like element */
void f(int n, int m, const float *A, float *B)
{
#pragma scop
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      B[j * n + i] += A[i * m + j];
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      B[j * n + i] *= 0.5f;
#pragma endscop
}
int main(void)
{
  float *A = malloc(sizeof(float) * N * M), *B = malloc(sizeof(float) * N * M);
  for (long i = 0; i < (long)N * M; i++) { A[i] = (i % 13) / 13.0f; B[i] = (i % 5) / 5.0f; }
  f(N, M, A, B);
  dumpf("B", B, (long)N * M);
  return 0;
}
