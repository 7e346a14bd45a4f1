/* ludcmp (LU, then L y = b, then U x = y) with the factorisation left-looking by rows (row i's L part,
   then its U part, each from the rows above), the sums in a double local of the body spelled
   `w = w - ...`, and the back substitution counting down with the reciprocal of the diagonal. */
#include <stdio.h>

#define N 40

static double A[N][N], b[N], x[N], y[N];

static void ludcmp(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double w = A[i][j];
      for (int k = 0; k < j; k++)
        w = w - A[i][k] * A[k][j];
      A[i][j] = w / A[j][j];
    }
    for (int j = i; j < n; j++) {
      double w = A[i][j];
      for (int k = 0; k < i; k++)
        w = w - A[i][k] * A[k][j];
      A[i][j] = w;
    }
  }
  for (int i = 0; i < n; i++) {
    double w = b[i];
    for (int j = 0; j < i; j++)
      w = w - A[i][j] * y[j];
    y[i] = w;
  }
  for (int i = n - 1; i >= 0; i--) {
    double w = y[i];
    for (int j = i + 1; j < n; j++)
      w = w - A[i][j] * x[j];
    x[i] = w * (1.0 / A[i][i]);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = (i + 1) / (double)N / 2.0 + 4;
    x[i] = y[i] = 0;
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? N : (double)((i * j) % 11) / (11.0 * N);
  }
  ludcmp(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += x[i] * (i + 1);
  printf("%.12e %.12f %.12f\n", s, x[0], x[N - 1]);
  return 0;
}
