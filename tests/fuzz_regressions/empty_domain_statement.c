/* Regression (fuzzer): a statement that never executes (its inner loop has no iteration) became a
 * kernel with an empty domain, and the host/device split crashed:
 *   s2s/passes/device_split.py host_schedule: IndexError: list index out of range
 * Fixed: find_kernels makes no kernel for an empty domain. */
#include <stdio.h>

#define N 12
static double C[N];

static void kernel(int n)
{
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = 0.5 * C[i] + 1.0;
  for (int i = 0; i < n; i++)
    for (int j = i; j > i; j--)
      C[i] *= -0.5;
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < N; i++)
    C[i] = i * 0.25;
  kernel(N);
  for (int i = 0; i < N; i++)
    printf("%.17g\n", C[i]);
  return 0;
}
