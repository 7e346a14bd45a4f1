/* mvt-macros: mvt (x1 += A y1, x2 += A^T y2) on a flat matrix behind an indexing macro with a leading
   dimension, two separate nests, sums into block-local scalars
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

#define A_(i, j) A[(long)(i) * lda + (j)]

void mvt(int n, const double *A, int lda, double *x1, double *x2, const double *y1, const double *y2)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    double s = x1[i];
    for (int j = 0; j < n; j++)
      s += A_(i, j) * y1[j];
    x1[i] = s;
  }
  for (int i = 0; i < n; i++) {
    double s = x2[i];
    for (int j = 0; j < n; j++)
      s += A_(j, i) * y2[j];
    x2[i] = s;
  }
#pragma endscop
}

int main(void)
{
  double *A = malloc(sizeof(double) * N * N);
  double *x1 = malloc(sizeof(double) * N), *x2 = malloc(sizeof(double) * N);
  double *y1 = malloc(sizeof(double) * N), *y2 = malloc(sizeof(double) * N);
  fill(A, (long)N * N, 3);
  fill(x1, N, 4); fill(x2, N, 5); fill(y1, N, 6); fill(y2, N, 7);
  mvt(N, A, N, x1, x2, y1, y2);
  dump("x1", x1, N);
  dump("x2", x2, N);
  free(A); free(x1); free(x2); free(y1); free(y2);
  return 0;
}
