/* jacobi-1d: 3-point averaging stencil on a 1-D line, TSTEPS time steps,
   ping-ponging between two file-scope global arrays (A -> B, then B -> A). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 20
#  define TSTEPS 5
#elif defined(MEDIUM_DATASET)
#  define N 40000
#  define TSTEPS 500
#elif defined(LARGE_DATASET)
#  define N 400000
#  define TSTEPS 1000
#elif defined(EXTRALARGE_DATASET)
#  define N 2000000
#  define TSTEPS 2000
#else /* SMALL, the default */
#  define N 2000
#  define TSTEPS 100
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static DATA_TYPE A[N];
static DATA_TYPE B[N];

static void init_jacobi_1d(void)
{
  for (int i = 0; i < N; i++) {
    A[i] = (DATA_TYPE)((i * 13 + 5) % 31) / 31;
    B[i] = (DATA_TYPE)((i * 7 + 2) % 19) / 19;
  }
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_jacobi_1d(void)
{
  int t, i;
S2S_REGION_BEGIN();
#pragma scop
  for (t = 0; t < TSTEPS; t++) {
    for (i = 1; i < N - 1; i++)
      B[i] = (A[i - 1] + A[i] + A[i + 1]) / 3;
    for (i = 1; i < N - 1; i++)
      A[i] = (B[i - 1] + B[i] + B[i + 1]) / 3;
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  init_jacobi_1d();
  kernel_jacobi_1d();
  print_array("A", A, N);
  print_array("B", B, N);
  return 0;
}
