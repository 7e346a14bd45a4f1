/* Regression: fuzz --reductions seed 432568 (generator 4), CUDA on the H100: a silent wrong result.  The
   loop over j of B[2i][2i] += f(B[j][i + 2], B[0][i]) (one element updated at every iteration, read
   back at i = 0) runs in each thread of a parallel kernel; nvcc 13.0 unrolled it wrongly (right with
   -Xcicc -O0 or `#pragma unroll 1`).  Fixed: loops of CUDA kernels whose statements write one element
   of memory at every iteration and read its array keep `#pragma unroll 1` (codegen/targets.py). */
/* s2s fuzz (generator 4): seed 432568 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 4
#define A_0 2
#define B_0 9
#define B_1 3


static void kernel(int n, int m, double *A, int b0, int b1, double B[b0][b1])
{
  int i, j, k, l;
#pragma scop
  for (i = 0; i <= m - 3; i += 3) {
    A[1] -= 0.0625 * fabs(-0.25 * B[i][2 * i]);
    for (j = 0; j < n; j++) {
      A[2 * i] *= 0.75;
      B[2 * i][2 * i] += 0.0625 * fabs(0.25 * B[j][i + 2] + 0.375 * B[0][i]);
    }
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 28 + 9) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 11 + 20) % 31) / 16.0 - 1.0;
  kernel(7, 3, A, B_0, B_1, B);
  print_double("A", pA, (long)A_0);
  print_double("B", pB, (long)B_0 * B_1);
  free(A);
  free(B);
  return 0;
}
