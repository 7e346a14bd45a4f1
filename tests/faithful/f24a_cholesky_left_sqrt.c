/* Cholesky left-looking by columns (column j from the columns to its left, then scaled by the square
   root of its diagonal), L written into a separate lower-triangular array, the diagonal's sum in a
   double local and sqrt of it stored first, the column below by `x = x - ...` and a division. */
#include <math.h>
#include <stdio.h>

#define N 40

static double A[N][N], L[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = i == j ? n + 2.0 : 1.0 / (2.0 + (i > j ? i - j : j - i));
      L[i][j] = 0.0;
    }
#pragma scop
  for (int j = 0; j < n; j++) {
    double d = A[j][j];
    for (int k = 0; k < j; k++)
      d = d - L[j][k] * L[j][k];
    L[j][j] = sqrt(d);
    for (int i = j + 1; i < n; i++) {
      double x = A[i][j];
      for (int k = 0; k < j; k++)
        x = x - L[i][k] * L[j][k];
      L[i][j] = x / L[j][j];
    }
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += L[i][j];
  printf("%.12e %.12f %.12f\n", s, L[n - 1][n - 1], L[n - 1][0]);
  return 0;
}
