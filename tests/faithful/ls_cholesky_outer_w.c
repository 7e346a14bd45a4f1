/* A scalar declared at the top of the function, loaded from an element and stored back to the same
   element after an inner reduction (Cholesky's `w = A[i][j]; for k w -= ...; A[i][j] = w / A[j][j]`),
   in the row-oriented and the column-oriented orders, with the diagonal through sqrt. */
#include <stdio.h>
#include <math.h>
#define N 96
double A[N][N], B[N][N];

static void chol_rows(int n) {
  double w;
  int i, j, k;
#pragma scop
  for (i = 0; i < n; i++) {
    for (j = 0; j < i; j++) {
      w = A[i][j];
      for (k = 0; k < j; k++)
        w -= A[i][k] * A[j][k];
      A[i][j] = w / A[j][j];
    }
    w = A[i][i];
    for (k = 0; k < i; k++)
      w -= A[i][k] * A[i][k];
    A[i][i] = sqrt(w);
  }
#pragma endscop
}

static void chol_cols(int n) {
  double w;
#pragma scop
  for (int j = 0; j < n; j++) {
    w = B[j][j];
    for (int k = 0; k < j; k++)
      w = w - B[j][k] * B[j][k];
    B[j][j] = sqrt(w);
    for (int i = j + 1; i < n; i++) {
      w = B[i][j];
      for (int k = 0; k < j; k++)
        w = w - B[i][k] * B[j][k];
      B[i][j] = w / B[j][j];
    }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i == j) ? N + 1.0 : 1.0 / (1 + i + j);
      B[i][j] = A[i][j];
    }
  chol_rows(N);
  chol_cols(N);
  double s = 0, t = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++) {
      s += A[i][j] * (j + 1);
      t += B[i][j] * (i - j + 1);
    }
  printf("%.12g %.12g\n", s, t);
  return 0;
}
