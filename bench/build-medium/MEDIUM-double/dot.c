/* translated by s2s: host part in C (malloc() result assigned without a cast); kernels in the .cu file */
/* dot: scalar dot product of two vectors, sum := x . y, accumulated into a
   function-scope scalar (a whole-loop reduction). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define N 1000000
#elif defined(LARGE_DATASET)
#  define N 10000000
#elif defined(EXTRALARGE_DATASET)
#  define N 50000000
#else /* SMALL, the default */
#  define N 100000
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_dot(int n, DATA_TYPE *x, DATA_TYPE *y)
{
  for (int i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)(i % 17 - 8) / 16;
    y[i] = (DATA_TYPE)((5 * i + 3) % 23) / 23;
  }
}

DATA_TYPE kernel_dot(int n, DATA_TYPE *x, DATA_TYPE *y)
{
  int i;
  DATA_TYPE sum = 0;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < n; i++)
    sum += x[i] * y[i];
#pragma endscop
S2S_REGION_END();
  return sum;
}

int main(void)
{
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE sum;
  if (!x || !y) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_dot(N, x, y);
  sum = kernel_dot(N, x, y);
  printf("sum:\n");
  printf("%.6e\n", (double)sum);
  printf("checksum sum %.10e\n", (double)sum);
  free(x);
  free(y);
  return 0;
}
