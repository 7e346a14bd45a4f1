/* jacobi-1d-float-copy: Jacobi 1-D in float with copy-back: each step computes b from a, then copies b's
   interior back into a
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 40
#  define TSTEPS 10
#else
#  define N 400000
#  define TSTEPS 1000
#endif

static void fill(float *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (float)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const float *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

void jacobi1d(int tsteps, int n, float *restrict a, float *restrict b)
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      b[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0f;
    for (int i = 1; i < n - 1; i++)
      a[i] = b[i];
  }
#pragma endscop
}

int main(void)
{
  float *a = malloc(sizeof(float) * N), *b = malloc(sizeof(float) * N);
  fill(a, N, 3);
  fill(b, N, 4);
  jacobi1d(TSTEPS, N, a, b);
  dump("a", a, N);
  free(a); free(b);
  return 0;
}
