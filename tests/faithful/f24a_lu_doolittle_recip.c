/* LU by right-looking Doolittle elimination in place with the division hoisted into a reciprocal of
   the pivot kept in an array element (rp[k] = 1.0 / A[k][k]), the multipliers scaled by it, and the
   trailing update spelled `A[i][j] -= A[i][k] * A[k][j]`, loops written with `<= n - 1`. */
#include <stdio.h>

#define N 44

static double A[N][N], rp[N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i == j ? 2.0 * n : (double)((i + 2 * j) % 9 - 4) / 9.0;
#pragma scop
  for (int k = 0; k <= n - 1; k++) {
    rp[k] = 1.0 / A[k][k];
    for (int i = k + 1; i <= n - 1; i++)
      A[i][k] = A[i][k] * rp[k];
    for (int i = k + 1; i <= n - 1; i++)
      for (int j = k + 1; j <= n - 1; j++)
        A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
  double s = 0, r = 0;
  for (int i = 0; i < n; i++) {
    r += rp[i];
    for (int j = 0; j < n; j++)
      s += A[i][j];
  }
  printf("%.12e %.12e %.12f\n", s, r, A[n - 1][n - 2]);
  return 0;
}
