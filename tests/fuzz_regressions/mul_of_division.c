/* Regression (fuzzer, wrong result on openmp and opencl): the isl AST printer wrote the host guard
 * c0 - 5 * floor((c0 + 2) / 4) >= -16 as `_c0 - 5 * (_c0 + 2) / 4 >= -16`: C evaluates 5 * (c0 + 2)
 * first, so whole host iterations (i = 12, j = 11..13) were skipped.
 * Fixed: s2s/codegen/ast_printer.py keeps the parentheses of a division or modulo on the right of '*'. */
#include <stdio.h>

static double A[16][26];

static void kernel(int n)
{
#pragma scop
  for (int i = 0; i <= 13; i++)
    for (int j = (i - 1 > 0 ? i - 1 : 0); j <= 13; j++)
      for (int k = (n - 1 < j + 3 ? n - 1 : j + 3); k > 6; k--)
        A[i + 1][-j + 13] = 0.75 * A[3][j + 2];
#pragma endscop
}

int main(void)
{
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 26; j++)
      A[i][j] = (i * 26 + j) % 7 - 3;
  kernel(12);
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 26; j++)
      printf("%g\n", A[i][j]);
  return 0;
}
