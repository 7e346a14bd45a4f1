/* Regression (fuzzer): a local scalar declared in a loop that never runs has an empty footprint; its
 * extent (1 + the largest index accessed) was an empty piecewise expression and printing it failed:
 *   s2s/passes/transfers.py pw_to_c: isl Error: cannot handle void expression
 * Fixed: array_extents takes 0 wherever the footprint is empty (for some or all parameter values). */
#include <stdio.h>

static double B[40];

static void kernel(int n)
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int k = i; k <= i - 1; k++) {
      double t = B[k] * 0.5;
      B[i] = t;
    }
  for (int i = 0; i < n; i++)
    B[i] = B[i] + 1.0;
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < 40; i++)
    B[i] = i * 0.25;
  kernel(30);
  for (int i = 0; i < 40; i++)
    printf("%.17g\n", B[i]);
  return 0;
}
