/* Regression (found by python -m s2s.fuzz, generator 1, seed 3241 on openmp; wrong result): isl's
 * exact dataflow (compute_flow) returns a wrong last writer on strided, triangular, decreasing nests.
 * Plain isl reproducer: sink and must source { S[j, k] -> s[] : j mod 2 = 0 and 2 <= j <= 6 and
 * j - 1 <= k <= 6 }, schedule { S[j, k] -> [j, -k] }: isl says S[6, 6] reads the value of S[2, 1],
 * not of S[4, 3].  Here the flow dependence from the last update of s0 for j = 2 (k = 6) to the read
 * of s0 at j = 5 was lost, the scheduler fused the j and k loops and A[3][6] read a stale s0.
 * Fixed: model.dependences.may_dependences checks compute_flow's answer (each source is the last
 * earlier write of its element, and every sink with an earlier write has one) and otherwise falls back
 * to the memory-based dependences; plan_transfers finds the reads with no writer before them without
 * compute_flow. */
#include <stdio.h>
static int B[9][10][10];
static int C[15][8];
static double s0 = 0.5;
static float A[9][9];
static void kernel(int n)
{
#pragma scop
  for (int i = 2; i <= n - 4; i++)
    for (int j = 2; j <= 5; j += 3) {
      A[j - 2][j + 1] = 0.375 * A[j + 1][j] + 0.75 * s0 + 0.5 * B[2 * i - 1][j + 2][i + 2];
      for (int k = 2; k < (n < j + 5 ? n : j + 5); k += 2)
        for (int l = (k - 2 > 0 ? k - 2 : 0); l <= n - 1; l += 2)
          if (j < 4)
            s0 -= 0.03125 * (0.5 * C[2 * j - 1][j] + 0.125 * B[l + 2][k][l] + 0.125 * C[2 * l][i + 2] + 0.0625);
      B[i][2 * i - 1][i + 2] = (B[i][2 * i - 1][i + 2] + 3 * C[2][i + 1]) % 1009;
    }
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < 9; i++) for (int j = 0; j < 9; j++) A[i][j] = ((i * 9 + j) * 7 % 31) / 16.0 - 1.0;
  for (int i = 0; i < 9; i++) for (int j = 0; j < 10; j++) for (int k = 0; k < 10; k++) B[i][j][k] = (i * 100 + j * 10 + k) * 13 % 61 - 30;
  for (int i = 0; i < 15; i++) for (int j = 0; j < 8; j++) C[i][j] = (i * 8 + j) * 5 % 61 - 30;
  kernel(7);
  for (int i = 0; i < 9; i++) for (int j = 0; j < 9; j++) printf("%.9g\n", A[i][j]);
  printf("%.17g\n", s0);
  return 0;
}
