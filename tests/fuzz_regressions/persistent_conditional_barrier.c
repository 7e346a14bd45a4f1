/* Regression (found by python -m s2s.fuzz --reductions, generator 4, seed 0 on opencl, once
 * --force-device took isl's schedule for SCoPs whose original order has no parallel loop; reduced):
 * acc0 and B differed (rel. 7.6e-3).  The host loop of kernels 1 and 2 ran as one work-group
 * (the persistent pass): `for (_c0 = 0; _c0 <= 3; _c0++) { if (_c0 == 0) { K1; barrier } else
 * { if (_c0 == 3) { K2; barrier } } }`.  Valid OpenCL C (the conditions are the work-group's alike),
 * but PoCL 3.1 miscompiles it: with printf, no work-item entered the branch at _c0 == 0 (pocl#553,
 * pocl#1167 report barriers under conditions in loops).
 * Fixed: OpenCL persistent kernels keep barriers out of conditions: each condition of the host code
 * becomes a flag tested by the launches inside it, before the barrier every work-item reaches
 * (GpuTarget._hoisted_if). */
/* s2s fuzz (generator 4): seed 0 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 4
#define M 8
#define A_0 10
#define A_1 11
#define B_0 9
#define C_0 16
#define C_1 17
#define D_0 16
#define D_1 18

static double B[B_0];
static double s0 = 0.5;
static double s1 = 0.5;
static double out_acc0;

static void kernel(int n, int m, int a0, int a1, double A[a0][a1], int c0, int c1, double C[c0][c1], double D[D_0][D_1])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = 0; i < n; i += 3) {
    acc0 -= 0.03125 * (0.5 * D[i][i + 2]);
    for (int j = MIN(M - 1, i + 2); j >= 1; j--) {
      if (i < 1) {
        D[j + i + 1][j + 2] = 0.125 * C[i + 1][j - 1] + 0.25 * s1 + 0.5 * C[-j + 7][-i + 7];
      }
      for (int k = M - 1; k > j - 1; k--) {
          s0 = fmin(0.375 * s1 + 0.5 * (double)(k + 2) * 0.0625 - 0.25 * A[i + 2][j - 1], s0);
      }
      for (int k = 0; k <= N - 2; k++) {
        C[j][i + 1] = 0.0625 * fabs(-0.25 * C[j][k] + 1.5) + C[j][i + 1];
      }
      B[i] = B[i] + 0.0625 * fabs((D[i - j + 7][j - 1] > D[i][2 * j + 1] ? D[i - j + 7][j - 1] : D[i][2 * j + 1]) * 0.5 + -0.5 * D[3][-i + 7] + 0.125 * acc0);
    }
    for (int j = M - 1; j >= 2; j--) {
      acc0 = 0.0625 * fabs(0.5 * n * 0.03125) + acc0;
      if (i <= j) {
        C[2 * i + 1][2 * i + 1] = 0.0625 * fabs(-0.5 * B[j - 2] + 0.25 * s1 - 0.25 * A[i][i + 2] + 0.0625) + C[2 * i + 1][2 * i + 1];
      } else {
        C[i][j] += 0.0625 * (sqrt(fabs(0.5 * D[j - 2][j + 1])) + 0.0625);
      }
    }
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.16e\n", p[k]);
}

int main(void)
{
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 22 + 28) % 31) / 16.0 - 1.0;
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 5 + 29) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 6 + 20) % 31) / 16.0 - 1.0;
  double (*D)[D_1] = malloc(sizeof(double) * D_0 * D_1);
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 19 + 12) % 31) / 16.0 - 1.0;
  kernel(8, 9, A_0, A_1, A, C_0, C_1, C, D);
  print_double("B", pB, (long)B_0);
  print_double("C", pC, (long)C_0 * C_1);
  print_double("D", pD, (long)D_0 * D_1);
  printf("s0 %.16e\n", s0);
  printf("acc0 %.16e\n", out_acc0);
  free(A);
  free(C);
  free(D);
  return 0;
}
