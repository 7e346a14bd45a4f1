/* A scalar loaded from b[i], reduced against the solved prefix and stored into another array y[i]
   (forward substitution), with the scalar declared before the SCoP and read after it (its last value is
   printed), and the same with the scalar stored back into b itself. */
#include <stdio.h>
#define N 120
double L[N][N], b[N], y[N], c[N];

static double solve(int n) {
  double w = -7.0;
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    w = b[i];
    for (j = 0; j < i; j++)
      w -= L[i][j] * y[j];
    y[i] = w / L[i][i];
  }
#pragma endscop
  return w;
}

static double inplace(int n) {
  double w = 3.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    w = c[i];
    for (int j = 0; j < i; j++)
      w -= L[i][j] * c[j];
    c[i] = w / L[i][i];
  }
#pragma endscop
  return w;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = (i % 11) - 5.0;
    c[i] = b[i] * 0.5;
    for (int j = 0; j < N; j++) L[i][j] = j < i ? ((i + 2 * j) % 7) * 0.01 : (j == i ? 2.0 + i % 3 : 0.0);
  }
  double w1 = solve(N), w0 = solve(0), w2 = inplace(N), w3 = inplace(0);
  double s = 0;
  for (int i = 0; i < N; i++) s += y[i] * (i + 1) + c[i] * (i % 5);
  printf("%.12g %.12g %.12g %.12g %.12g\n", s, w1, w0, w2, w3);
  return 0;
}
