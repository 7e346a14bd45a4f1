/* syr2k (C = alpha (A B^T + B A^T) + beta C) on the upper triangle, its bounds written with ternaries
   in the loop header and the k loop outermost within the row (ikj), sizes from argc. */
#include <stdio.h>

#define NMAX 48
#define MMAX 40

static double A[NMAX][MMAX], B[NMAX][MMAX], C[NMAX][NMAX];

int main(int argc, char **argv) {
  (void)argv;
  int n = 35 + argc, m = 27 + 2 * argc;
  double alpha = 1.5, beta = 1.2;
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % m) / m;
    }
    for (int j = 0; j < n; j++)
      C[i][j] = (double)((i * j + 3) % n) / m;
  }
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = (i > 0 ? i : 0); j < n; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = i; j < (n < NMAX ? n : NMAX); j++)
        C[i][j] += A[j][k] * alpha * B[i][k] + B[j][k] * alpha * A[i][k];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      s += C[i][j];
  printf("%.10e %.8f\n", s, C[0][n - 1]);
  return 0;
}
