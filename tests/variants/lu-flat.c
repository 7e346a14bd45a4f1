/* lu-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
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
#define N 30
#else
#define N 2000
#endif
/* in-place LU without pivoting, right-looking, on a flat n x n array */
void lu(int n, double *a)
{
  int i, j, k;
#pragma scop
  for (k = 0; k < n; k++) {
    for (i = k + 1; i < n; i++)
      a[i * n + k] /= a[k * n + k];
    for (i = k + 1; i < n; i++)
      for (j = k + 1; j < n; j++)
        a[i * n + j] -= a[i * n + k] * a[k * n + j];
  }
#pragma endscop
}
int main(void)
{
  double *a = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) a[i * N + j] = (i == j) ? N + 1.0 : ((i * 3 + j * 7) % 11) / 11.0;
  lu(N, a);
  dump("a", a, (long)N * N);
  return 0;
}
