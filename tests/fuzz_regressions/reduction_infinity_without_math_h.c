/* Regression (fuzzer, --reductions, seed 97 on OpenMP): a max reduction's accumulator started at
 * -INFINITY, which the translation of a file that does not include <math.h> cannot use:
 *   error: 'INFINITY' undeclared (first use in this function)
 * Fixed: the accumulator starts at -__builtin_inf() in C and CUDA (INFINITY is OpenCL C's own). */
#include <stdio.h>

#define N 300
static double a[N], b[N], hi;

static void kernel(double *lo)
{
#pragma scop
  for (int i = 0; i < N; i++)
    hi = hi > a[i] - b[i] ? hi : a[i] - b[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    lo[0] = a[i] * b[i] < lo[0] ? a[i] * b[i] : lo[0];
#pragma endscop
}

int main(void)
{
  double lo[1] = {5.0};
  hi = -5.0;
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7) % 23) / 8.0 - 1.0;
    b[i] = (double)((i * 5) % 19) / 16.0;
  }
  kernel(lo);
  printf("%.17g %.17g\n", hi, lo[0]);
  return 0;
}
