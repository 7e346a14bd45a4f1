/* Regression: fuzz --reductions seed 400109 (generator 3), OpenCL on PoCL 3.1: wrong results.  A group
   reduction over k runs in a loop over j whose other statements (S1, S2) run on lane 0; PoCL's default
   work-group compilation lost those stores between the reduction's barriers (right with
   POCL_WORK_GROUP_METHOD=repl, and on CUDA).
   Fixed: reduction.conditional_lane0 counts lane-0 statements in a loop around a reduction loop as
   conditional, so OpenCL keeps that reduction sequential. */
/* s2s fuzz (generator 3): seed 400109 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 10
#define M 7
#define A_0 9
#define A_1 15
#define B_0 12
#define C_0 12
#define C_1 14
#define C_2 12

static double C[C_0][C_1][C_2];
static int s0 = 3;
static double out_acc0;
static double out_acc1;

static void kernel(int A[A_0][A_1], int B[B_0])
{
  double acc0 = 0.25;
  double acc1 = 0.25;
#pragma scop
  for (int i = (N) / 3; i < M - 1; i++) {
    C[i][2 * i + 1][-i + 5] = sqrt(fabs(0.125 * A[-i + 5][2 * i + 1] + 0.125 * B[-i + 5] + 0.125 * C[i][i + 1][2 * i - 1]));
    for (unsigned j = 0; j < M; j += 3) {
      A[-j + 6][i - 2] = (A[i - j + 3][j + i + 1] + 2 * s0 + 1) % 1009;
      C[i][i + 1][i - 2] = (acc1 > B[j] ? acc1 : B[j]) * 0.5 + 0.5 * s0 - 0.25 * A[j + 2][j + i] + 0.25 * C[i + j][j][i] + 0.0625;
      for (unsigned k = 0; k <= N - 1; k++) {
        C[j + 1][i - 2][i] *= 1.0 + 0.0009765625 * (fabs(0.5 * B[k + 1] + 0.125 * (double)(j + 2) * 0.0625 + 0.125) > 1.0 ? 1.0 : fabs(0.5 * B[k + 1] + 0.125 * (double)(j + 2) * 0.0625 + 0.125));
      }
    }
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
static void print_int(const char *name, const int *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%ld\n", (long)p[k]);
}

int main(void)
{
  int (*A)[A_1] = malloc(sizeof(int) * A_0 * A_1);
  int *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (int)((int)((k * 5 + 15) % 61) - 30);
  int *B = malloc(sizeof(int) * B_0);
  int *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (int)((int)((k * 1 + 28) % 61) - 30);
  double *pC = &C[0][0][0];
  for (long k = 0; k < C_0 * C_1 * C_2; k++) pC[k] = (double)((k * 10 + 22) % 31) / 16.0 - 1.0;
  kernel(A, B);
  print_int("A", pA, (long)A_0 * A_1);
  print_double("C", pC, (long)C_0 * C_1 * C_2);
  free(A);
  free(B);
  return 0;
}
