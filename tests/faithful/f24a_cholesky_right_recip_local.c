/* Cholesky right-looking on the lower triangle in place: the pivot's square root, the reciprocal of it
   in a double local of the k body used by the column scaling, and the trailing update of the lower
   triangle only (`j <= i`), counted from the bottom row up. */
#include <math.h>
#include <stdio.h>

#define N 40

static double A[N][N];

static void chol(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    A[k][k] = sqrt(A[k][k]);
    double r = 1.0 / A[k][k];
    for (int i = k + 1; i < n; i++)
      A[i][k] = A[i][k] * r;
    for (int i = n - 1; i > k; i--)
      for (int j = k + 1; j <= i; j++)
        A[i][j] = A[i][j] - A[i][k] * A[j][k];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? N + 1.0 : 1.0 / (1.0 + (i + j) % 7);
  chol(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      s += A[i][j];
  printf("%.12e %.12f %.12f\n", s, A[N - 1][N - 1], A[N - 1][0]);
  return 0;
}
