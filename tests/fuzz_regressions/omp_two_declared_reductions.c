/* Regression (fuzz seed 178 on OpenMP, after the reductions kept signed zeros): isl's AST split one
 * reordered floating-point sum (s0, first SCoP) into two loops, each printed with
 * `#pragma omp declare reduction(s2s_sum_double: double: ...)` in the same block:
 *   error: redeclaration of 's2s_sum_double' '#pragma omp declare reduction' for type 'double'
 * Fixed: each declared reduction and its loop get a block of their own. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 8
#define M 30
#define A_0 20
#define A_1 16
#define B_0 15
#define B_1 9
#define C_0 14
#define D_0 9

static double s0 = 0.5;
static double out_acc0;
static double out_acc1;

static void kernel(int n, int m, double A[A_0][A_1], int b0, int b1, double B[b0][b1], double C[C_0], double *D)
{
  int i, j;
  double acc0 = 0.25;
  double acc1 = 0.25;
#pragma scop
  for (i = 1; i < n - 1; i += 3) {
    for (j = i; j < MIN(m, i + 3); j += 2) {
      s0 += 0.03125 * ((acc1 > C[i - 1] ? acc1 : C[i - 1]) * 0.5 + 0.5 * B[i + 2][j + 1]);
    }
    C[i] = 0.375 * D[i + 1];
  }
#pragma endscop
  s0 = s0 * 0.5;
#pragma scop
  for (i = N - 1; i > (N) / 3 - 1; i -= 2) {
    for (j = i; j < n; j += 2) {
      C[2 * j + 1] = 0.125 * s0 + 0.75 * B[j + 1][3] + 0.0625;
      A[i + 2][2 * i] = (s0 > (double)(j + 1) * 0.0625 ? s0 : (double)(j + 1) * 0.0625) * 0.5 + 0.25 * A[i][j + 1] + 0.375 * B[3][j + 2] + 0.25 * B[i + 1][1];
      B[2 * i][-j + 6] = 0.5 * D[j - 1] - 0.25 * B[j - i + 5][j];
    }
  }
  for (i = (M) / 3; i <= m - 4; i++) {
    C[i - 1] = -0.5 * B[i - 2][-i + 10] - 0.25 * A[2 * i - 1][i - 2] - 0.25 * (double)(i + 3) * 0.0625;
    for (int j = i - 1; j < i; j += 3) {
      C[i + 1] -= 0.0625 * (0.25 * D[i - 2] + 0.25 * (double)j * 0.0625);
    }
  }
#pragma endscop
  out_acc0 = acc0;
  out_acc1 = acc1;
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
  for (long k = 0; k < A_0 * A_1; k++) pA[k] = (double)((k * 9 + 28) % 31) / 16.0 - 1.0;
  double (*B)[B_1] = malloc(sizeof(double) * B_0 * B_1);
  double *pB = &B[0][0];
  for (long k = 0; k < B_0 * B_1; k++) pB[k] = (double)((k * 10 + 21) % 31) / 16.0 - 1.0;
  double *C = malloc(sizeof(double) * C_0);
  double *pC = &C[0];
  for (long k = 0; k < C_0; k++) pC[k] = (double)((k * 11 + 2) % 31) / 16.0 - 1.0;
  double *D = malloc(sizeof(double) * D_0);
  double *pD = &D[0];
  for (long k = 0; k < D_0; k++) pD[k] = (double)((k * 4 + 2) % 31) / 16.0 - 1.0;
  kernel(7, 1, A, B_0, B_1, B, C, D);
  print_double("A", pA, (long)A_0 * A_1);
  print_double("B", pB, (long)B_0 * B_1);
  print_double("C", pC, (long)C_0);
  printf("s0 %.16e\n", s0);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}

