/* Regression (fuzzer --c-features seed 8289, wrong result on cuda and opencl): a `short` iterator
 * counting down by 3 from n - 1 is modelled with its wrap-around ((short)(n - 1)), and isl's guard of
 * the last write of D[i + j + 1] has products such as 131073 * ((n + 32767) % 65536): int * int in C,
 * which overflows at n = 24 (about 4.3e9), so the guard was false and D kept its old values.
 * Fixed: s2s/codegen/ast_printer.py computes a product with a constant factor in long. */
#include <stdio.h>

static double D[64];
static double B[40];
static double A[32];

static void kernel(int n)
{
#pragma scop
  for (short i = n - 1; i >= 14; i -= 3) {
    for (int j = 2; j <= n - 1; j++) {
      D[j + i + 1] = 0.75 * B[j] - 0.5 * j;
      A[-j + 23] *= 1.25;
    }
  }
#pragma endscop
}

int main(void)
{
  for (int k = 0; k < 64; k++) D[k] = (double)((k * 12 + 8) % 31) / 16.0 - 1.0;
  for (int k = 0; k < 40; k++) B[k] = (double)((k * 26 + 13) % 31) / 16.0 - 1.0;
  for (int k = 0; k < 32; k++) A[k] = (double)((k * 22 + 13) % 31) / 16.0 - 1.0;
  kernel(24);
  kernel(21);
  for (int k = 0; k < 64; k++) printf("D[%d] = %.16e\n", k, D[k]);
  for (int k = 0; k < 32; k++) printf("A[%d] = %.16e\n", k, A[k]);
  return 0;
}
