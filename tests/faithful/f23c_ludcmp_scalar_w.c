/* LU with forward and backward substitution (ludcmp shape) where every inner product goes through a
   scalar w (`w = A[i][j]; for (k...) w -= ...; A[i][j] = w;`), the backward loop written
   `for (i = n - 1; i >= 0; i--)`, and b, x, y vectors of a C99 function with VLA parameters. */
#include <stdio.h>

static void ludcmp(int n, double A[n][n], double b[n], double x[n], double y[n]) {
  double w;
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      w = A[i][j];
      for (int k = 0; k < j; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++) {
      w = A[i][j];
      for (int k = 0; k < i; k++)
        w -= A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    w = b[i];
    for (int j = 0; j < i; j++)
      w -= A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = n - 1; i >= 0; i--) {
    w = y[i];
    for (int j = i + 1; j < n; j++)
      w -= A[i][j] * x[j];
    x[i] = w / A[i][i];
  }
#pragma endscop
}

#define N 42

static double A[N][N], b[N], x[N], y[N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++) {
    b[i] = (i + 1) / (double)n / 2.0 + 4;
    x[i] = y[i] = 0;
    for (int j = 0; j < n; j++)
      A[i][j] = i == j ? 2.0 * n : (double)((i + 2 * j) % n) / n;
  }
  ludcmp(n, A, b, x, y);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * (i + 1);
  printf("%.10e %.12f %.12f\n", s, x[0], x[n - 1]);
  return 0;
}
