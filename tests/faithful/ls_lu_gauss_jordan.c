/* Eliminations whose multipliers and pivots live in scalars of the function: LU with `w = A[i][k] /
   A[k][k]; A[i][k] = w;` then the trailing update by w; Gauss-Jordan whose pivot p is loaded from A[k][k]
   before the pivot row is divided by it (A[k][k] becomes 1 while p keeps the old value), and whose
   multiplier f = A[i][k] is loaded before the row update overwrites A[i][k] itself (at j == k). */
#include <stdio.h>
#define N 64
double A[N][N], G[N][N + 1];

static void lu(int n) {
  double w;
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = k + 1; i < n; i++) {
      w = A[i][k] / A[k][k];
      A[i][k] = w;
      for (int j = k + 1; j < n; j++)
        A[i][j] = A[i][j] - w * A[k][j];
    }
#pragma endscop
}

static void gauss_jordan(int n) {
  double p, f;
#pragma scop
  for (int k = 0; k < n; k++) {
    p = G[k][k];
    for (int j = 0; j <= n; j++)
      G[k][j] = G[k][j] / p;
    for (int i = 0; i < n; i++)
      if (i != k) {
        f = G[i][k];
        for (int j = 0; j <= n; j++)
          G[i][j] = G[i][j] - f * G[k][j];
      }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++) {
      A[i][j] = (i == j) ? 4.0 + i % 3 : ((i * 3 + j * 5) % 7) * 0.1;
      G[i][j] = A[i][j];
    }
    G[i][N] = i % 5 + 1.0;
  }
  lu(N);
  gauss_jordan(N);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += G[i][N] * (i + 1);
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 4 + 1) + G[i][j] * 0.001;
  }
  printf("%.10g\n", s);
  return 0;
}
