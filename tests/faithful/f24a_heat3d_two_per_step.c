/* heat 3-D with the time loop stepping by 2 from 1 to tsteps inclusive and two half-steps per
   iteration (A into B, B into A), the 3-D arrays malloc'd as pointers to 2-D VLA slabs, the stencil
   written with the centre term subtracted once per axis as `- 2 * A` in doubles. */
#include <stdio.h>
#include <stdlib.h>

static void heat(int n, int tsteps, double (*A)[n][n], double (*B)[n][n]) {
#pragma scop
  for (int t = 1; t <= tsteps; t += 2) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          B[i][j][k] = 0.125 * (A[i + 1][j][k] - 2 * A[i][j][k] + A[i - 1][j][k])
                     + 0.125 * (A[i][j + 1][k] - 2 * A[i][j][k] + A[i][j - 1][k])
                     + 0.125 * (A[i][j][k + 1] - 2 * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        for (int k = 1; k < n - 1; k++)
          A[i][j][k] = 0.125 * (B[i + 1][j][k] - 2 * B[i][j][k] + B[i - 1][j][k])
                     + 0.125 * (B[i][j + 1][k] - 2 * B[i][j][k] + B[i][j - 1][k])
                     + 0.125 * (B[i][j][k + 1] - 2 * B[i][j][k] + B[i][j][k - 1]) + B[i][j][k];
  }
#pragma endscop
}

int main(void) {
  int n = 18, tsteps = 9;
  double (*A)[n][n] = malloc(sizeof(double) * n * n * n);
  double (*B)[n][n] = malloc(sizeof(double) * n * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        A[i][j][k] = B[i][j][k] = (double)(i + j + (n - k)) * 10 / n;
  heat(n, tsteps, A, B);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        s += A[i][j][k] + 0.5 * B[i][j][k];
  printf("%.10e %.10f %.10f\n", s, A[1][1][1], A[n / 2][n / 2][n / 2]);
  free(A);
  free(B);
  return 0;
}
