/* Regression (fuzzer): isl fails to coalesce the union of two dependence relations
 *   isl_map_coalesce failed: original tableau does not correspond to original basic map (isl_coalesce.c)
 * and s2s crashed in s2s/model/dependences.py _merge.
 * Fixed: dependences._coalesce keeps the union uncoalesced when isl fails. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 14
#define A_0 16
#define A_1 26

static double B[14][14];
static double s0 = 0.5;

static void kernel(int n, double A[A_0][A_1])
{
  double acc0 = 0.25;
#pragma scop
  for (int i = 1; i < N - 3; i += 2) {
    A[i + 2][i - 1] += 0.0625 * (0.25 * B[-i + 10][i - 1] - 0.5 * A[i + 1][2 * i - 1] - 0.5 * s0);
    A[i - 1][2 * i + 1] *= -0.5;
    for (int j = i; j < i + 3; j += 2) {
      B[j - 1][i + 1] = sqrt(fabs(0.75 * A[j + 2][j - 1] - 0.5 * B[2][j + 1]));
      for (int k = j; k >= (N) / 3; k -= 3) {
        if (j < i + 2) {
          A[-j + 12][2 * k + 1] -= 0.0625 * ((acc0 > A[k - 1][i + 1] ? acc0 : A[k - 1][i + 1]) * 0.5 + 0.75 * A[j - 1][k - 2] + 0.125 * B[i + 1][k]);
        }
      }
    }
  }
  for (int i = 0; i <= N - 1; i++) {
    for (int j = MAX(0, i - 1); j <= N - 1; j++) {
      for (int k = MIN(n - 1, j + 3); k > (N) / 2 - 1; k--) {
        A[i + 1][-j + 13] = 0.75 * A[3][j + 2];
      }
    }
  }
#pragma endscop
}

int main(void)
{
  double (*A)[A_1] = malloc(sizeof(double) * A_0 * A_1);
  for (int i = 0; i < A_0; i++)
    for (int j = 0; j < A_1; j++)
      A[i][j] = ((i * A_1 + j) * 27 + 5) % 31 / 16.0 - 1.0;
  for (int i = 0; i < 14; i++)
    for (int j = 0; j < 14; j++)
      B[i][j] = ((i * 14 + j) * 13 + 3) % 29 / 16.0 - 1.0;
  kernel(12, A);
  for (int i = 0; i < A_0; i++)
    for (int j = 0; j < A_1; j++)
      printf("%.17g\n", A[i][j]);
  for (int i = 0; i < 14; i++)
    for (int j = 0; j < 14; j++)
      printf("%.17g\n", B[i][j]);
  free(A);
  return 0;
}
