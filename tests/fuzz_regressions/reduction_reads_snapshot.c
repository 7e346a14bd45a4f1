/* Regression: fuzz --reductions seeds 300409 and 300458 (generator 3), CUDA and OpenCL: wrong results.
   C[i - 2] only reads values from before the SCoP, so it reads the snapshot s2s_in_C (passes/snapshot.py)
   and the A statement, a sum over j into one element, runs as a parallel reduction.  The reduction code
   printed a deep copy of the statement (gpu/reduction.update_form), whose nodes the printer could not
   match with the renamed access: it read C, which the C statement had already updated.
   Fixed: the reduction form shares the statement's own nodes. */
/* s2s fuzz (generator 3): seed 300458 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 20
#define M 7
#define A_0 23
#define A_1 47
#define B_0 22
#define C_0 25
#define D_0 45
#define D_1 25

static double B[B_0];
static double C[C_0];
static double out_acc0;

static void kernel(int n, int m, int a0, int a1, double A[a0][a1], double D[D_0][D_1])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = n - 1; i >= (M) / 3; i--) {
    for (int j = i - 1; j < i + 1; j++) {
      if (j % 2 == 1) {
        C[i] += 0.0625 * (sqrt(fabs(0.125 * D[j][i + 2] + 0.5 * B[i - 2])) + 0.0625);
      }
    }
    for (int j = M - 1; j >= 2; j--) {
      A[i - 2][2 * i] = 0.0625 * fabs(0.5 * C[i - 2] + 0.0625) + A[i - 2][2 * i];
      C[i] = 0.0625 * fabs(sqrt(fabs(0.125 * D[2 * i][-j + 6] - 0.25 * acc0))) + C[i];
    }
  }
#pragma endscop
  out_acc0 = acc0;
}

static void print_double(const char *name, const double *p, long n)
{
  printf("%s:\n", name);
  for (long k = 0; k < n; k++) printf("%.17g\n", p[k]);
}

int main(void)
{
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  double *pA = &A[0][0];
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 12 + 16) % 31) / 16.0 - 1.0;
  double *pB = &B[0];
  for (long k = 0; k < B_0; k++) pB[k] = (double)((k * 13 + 15) % 31) / 16.0 - 1.0;
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 17 + 1) % 31) / 16.0 - 1.0;
  double (*D)[D_1] = malloc(sizeof(double) * D_0 * D_1);
  double *pD = &D[0][0];
  for (long k = 0; k < D_0 * D_1; k++) pD[k] = (double)((k * 3 + 3) % 31) / 16.0 - 1.0;
  kernel(23, 14, A_0, A_1, A, D);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0);
  print_double("C", pC, (long)C_0);
  printf("acc0 %.17g\n", out_acc0);
  free(A);
  free(D);
  return 0;
}
