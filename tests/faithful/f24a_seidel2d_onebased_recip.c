/* Gauss-Seidel 2-D, nine points in place, written 1-based over an (n+2)-square grid (interior 1..n),
   the division by 9 hoisted into a reciprocal constant, the nine reads in a double temporary summed
   row by row. */
#include <stdio.h>

#define N 40

static double A[N + 2][N + 2];

int main(void) {
  int n = N, tsteps = 6;
  const double ninth = 1.0 / 9.0;
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++)
      A[i][j] = ((double)i * (j + 2) + 2) / n;
#pragma scop
  for (int t = 1; t <= tsteps; t++)
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++) {
        double r = A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1];
        r = r + A[i][j - 1] + A[i][j] + A[i][j + 1];
        r = r + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1];
        A[i][j] = r * ninth;
      }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++)
      s += A[i][j];
  printf("%.10e %.12f %.12f\n", s, A[1][1], A[n][n]);
  return 0;
}
