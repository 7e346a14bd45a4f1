/* Regression: fuzz --reductions seed 21643 (generator 3): s2s crashed in the cost model, isl_set_lexmin
   failing ("affine expression involves some of the domain dimensions") on a kernel's host-loop range.
   Fixed: cost.launch_footprint counts every launch's elements (an upper bound) when isl fails. */
/* café crème brûlée ÿ */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 12
#define M 4
#define A_0 13
#define B_0 7
#define C_0 14
#define C_1 14
#define D_0 11

static double D[D_0];
static double s0 = 0.5;
static double out_acc0;
static double out_acc1;

static void kernel(int n, int m, double *A, double *B, double C[C_0][C_1])
{
  double acc0 = 0.25;
  double acc1 = 0.25;
#pragma scop
  for (int i = 0; i < n; i++) {
    acc1 = fmin(acc1, sqrt(fabs(0.375 * C[i][2 * i])));
    C[-i + 6][2 * i + 1] -= 0.0625 * (sqrt(fabs(0.375 * A[2 * i] + 0.125 * C[2 * i + 1][i] + 0.25 * A[i])));
    for (int j = MIN(M - 1, i + 3); j > i - 2; j--) {
      C[i][-i + 6] += 0.0625 * fabs(sqrt(fabs(-0.25 * D[j + 1] + 0.125 * B[j + 2] + 0.375 * B[i])));
      for (int k = j; k >= 0; k--) {
        C[-j + 3][j - i + 7] = fmin(C[-j + 3][j - i + 7], -0.25 * C[i][2 * i]);
        C[2 * i][j + 2] *= 1.0 + 0.0009765625 * (fabs((B[k] > C[j + 1][-j + 3] ? B[k] : C[j + 1][-j + 3]) * 0.5 + 0.75 * D[k]) > 1.0 ? 1.0 : fabs((B[k] > C[j + 1][-j + 3] ? B[k] : C[j + 1][-j + 3]) * 0.5 + 0.75 * D[k]));
      }
      for (int k = MAX(0, j - 1); k <= M - 1; k++) {
        acc1 = fmax(0.25 * B[i] - 0.5 * D[i], acc1);
        double t0 = (C[i - k + 3][k] > (double)(i + 1) * 0.0625 ? C[i - k + 3][k] : (double)(i + 1) * 0.0625) * 0.5 + -0.25 * (double)(j + 1) * 0.0625 + 0.5 * acc0 + 0.5 * A[-k + 3];
        t0 = t0 + 0.0625 * fabs(0.25 * D[i - k + 3] - 0.25 * n * 0.03125 + 0.25 * m * 0.03125);
      }
    }
    acc0 += 0.0625 * fabs(-0.25 * acc0 - 0.25 * A[0]);
  }
#pragma endscop
  out_acc0 = acc0;
  out_acc1 = acc1;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double *A = malloc(sizeof(double) * A_0);
  double *pA = &A[0];
  for (long k = 0; k < A_0; k++) pA[k] = (double)((k * 16 + 11) % 31) / 16.0 - 1.0;
  double *B = malloc(sizeof(double) * B_0);
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 20 + 20) % 31) / 16.0 - 1.0;
  double (*C)[C_1] = malloc(sizeof(double) * C_0 * C_1);
  double *pC = &C[0][0];
  for (long k = 0; k < C_0 * C_1; k++) pC[k] = (double)((k * 29 + 18) % 31) / 16.0 - 1.0;
  double *pD = &D[0];
  for (long k = 0; k < D_0; k++) pD[k] = (double)((k * 29 + 30) % 31) / 16.0 - 1.0;
  kernel(7, 7, A, B, C);
  print_double("C", pC, (long)C_0 * C_1);
  printf("acc0 %.17g\n", out_acc0);
  printf("acc1 %.17g\n", out_acc1);
  free(A);
  free(B);
  free(C);
  return 0;
}
