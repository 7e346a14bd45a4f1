/* Regression (found by python -m s2s.fuzz, generator 1, seed 65202 on openmp; timeout): the coincidence
 * check on isl's schedule ran for minutes (see slow_coincidence.c), and once that was bounded, isl's
 * AST generator did not finish on the host loops of the same schedule.
 * Fixed: both are bounded (an operation bound; the AST generator's time limit), and the pipeline falls
 * back to the original order (here: sequential, since it has no parallel loop).
 * s2s-options: --schedule-timeout 5 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 10
#define A_0 11
#define B_0 1
#define C_0 13
#define C_1 11
#define D_0 13
#define D_1 20

static double D[D_0][D_1];
static double s0 = 0.5;
static double s1 = 0.5;

static void kernel(int n, int m, double *A, double B[B_0], double C[C_0][C_1])
{
#pragma scop
  for (int i = n - 4; i > -1; i--) {
    for (int j = N - 1; j > -1; j--) {
      for (int k = j + 1; k >= 0; k--) {
        A[i - k + 10] = 0.75 * (double)(k + 1) * 0.0625;
        A[i] += 0.0625 * (0.5 * C[j - i][i + 1] + 0.5 * D[2][k + 2] + 0.25 * C[i + 1][i + k] + 0.125);
        double t0 = 0.5 * C[j + 1][k] + 0.375 * D[j + 1][2 * j];
      }
      for (int k = (N) / 3; k < MIN(n, j + 4); k += 2) {
        A[i] = 0.125 * (double)j * 0.0625 + 0.25 * A[i];
      }
    }
    for (int j = 1; j < i + 3; j++) {
      s1 -= 0.03125 * (sqrt(fabs(-0.5 * s0)));
      C[j + 2][i] = 0.25 * (double)i * 0.0625 + 0.5 * (double)i * 0.0625;
    }
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (int i = (N) / 2; i <= N - 1; i++) {
    C[i - 2][-i + 9] = -0.25 * s1 + 0.125 * s0 + 0.125;
  }
#pragma endscop
}

static void print_d(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 6 + 12) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 16 + 11) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 26 + 11) % 31) / 16.0 - 1.0;
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 28 + 28) % 31) / 16.0 - 1.0;
  kernel(1, 7, A, B, C);
  print_d("A", pA, (long)A_0);
  print_d("C", pC, (long)C_0 * C_1);
  printf("s1 %.17g\n", s1);
  free(A);
  free(B);
  free(C);
  return 0;
}
