/* Regression (found by python -m s2s.fuzz, generator 2, seed 362924 on openmp, on an H100 machine's 16 cores;
 * crash): the translator died of SIGSEGV inside isl's compute_flow (model.dependences.bounded_flow, from
 * may_dependences), as seed 166 did. Fixed: each dataflow computation runs first in a forked child;
 * a crash there means the memory-based fallback (every earlier access to the element is a source). */
/* s2s fuzz (generator 2): seed 362924 */
/* café crème brûlée ÿ */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 11
#define M 13
#define A_0 16
#define A_1 20
#define B_0 21
#define B_1 18
#define C_0 11
#define D_0 12
#define D_1 12
#define D_2 10

static double A[A_0][A_1];
static double s0 = 0.5;

static void kernel(int n, double B[B_0][B_1], double C[C_0], double D[D_0][D_1][D_2])
{
  int i, j, k;
#pragma scop
  for (i = n - 1; i >= (M) / 3; i--) {
    B[i + 2][i + 1] = 0.375 * A[i][i] + 0.125 * A[2 * i - 1][i + 2] + 1.5;
    s0 += 0.03125 * (-0.5 * B[i + 1][i - 1] - 0.5 * (double)(i + 3) * 0.0625 + 0.0625);
    for (j = 0; j <= i + 1; j += 3) {
      for (int k = MIN(n - 1, j + 1); k >= MAX(0, j - 1); k--) {
        A[-i + 8][j] = -0.25 * D[i + 2][i - 1][-k + 8] - 0.25 * B[j + k + 1][i + j - 1] + 0.75 * C[k] + 0.0625;
        if (i >= 4) {
          s0 -= 0.03125 * (-0.5 * s0 + 0.75 * A[1][j + k] + 0.25 * s0);
        }
        C[j] = 0.5 * D[i - 2][-j + 9][1] + 0.375 * s0 + 0.5 * A[k + 2][2 * j + 1];
      }
    }
  }
#pragma endscop
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 21 + 0) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 16 + 26) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 3 + 5) % 31) / 16.0 - 1.0;
  double (*D)[D_1][D_2] = malloc(sizeof(double) * D_0 * D_1 * D_2);
  double *pD = &D[0][0][0];
  for (long k = 0; k < D_0 * D_1 * D_2; k++) pD[k] = (double)((k * 18 + 2) % 31) / 16.0 - 1.0;
  kernel(9, B, C, D);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0);
  printf("s0 %.17g\n", s0);
  free(B);
  free(C);
  free(D);
  return 0;
}
