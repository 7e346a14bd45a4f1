/* gesummv-acc: gesummv (y = alpha A x + beta B x) with both row sums in block-local accumulators
   written t = t + ..., pointer-to-row parameters
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 14
#else
#  define N 8000
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

void gesummv(int n, double alpha, double beta, double (*A)[N], double (*B)[N], const double *x, double *y)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    double t = 0.0, u = 0.0;
    for (int j = 0; j < n; j++) {
      t = t + A[i][j] * x[j];
      u = u + B[i][j] * x[j];
    }
    y[i] = alpha * t + beta * u;
  }
#pragma endscop
}

int main(void)
{
  double (*A)[N] = malloc(sizeof(double) * N * N);
  double (*B)[N] = malloc(sizeof(double) * N * N);
  double *x = malloc(sizeof(double) * N), *y = malloc(sizeof(double) * N);
  fill(&A[0][0], (long)N * N, 3);
  fill(&B[0][0], (long)N * N, 4);
  fill(x, N, 5);
  gesummv(N, 1.5, 1.2, A, B, x, y);
  dump("y", y, N);
  free(A); free(B); free(x); free(y);
  return 0;
}
