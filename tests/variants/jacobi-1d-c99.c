/* jacobi-1d-c99: Jacobi 1-D with C99 loops on file-scope arrays, bounds i <= n - 2, the average written as a
   sum divided by 3.0
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#  define TSTEPS 5
#else
#  define N 400000
#  define TSTEPS 1000
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

static DATA_TYPE A[N], B[N];
void kernel_jacobi_1d(int tsteps, int n)
{
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i <= n - 2; i++)
      B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
    for (int i = 1; i <= n - 2; i++)
      A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3.0;
  }
#pragma endscop
}

int main(void)
{


  fill(A, N, 3); fill(B, N, 4); kernel_jacobi_1d(TSTEPS, N);
  dump("A", (DATA_TYPE *)A, N);
  dump("B", (DATA_TYPE *)B, N);

  return 0;
}
