/* Triangular solves with the loop idioms of C programmers: back substitution with `for (i = n; i--;)`
   (the decrement as the test), a lower solve whose row loop is `for (i = 0; i < n; ++i)` with the dot
   product in a static workspace of the function that persists between calls, the function called from
   main in a loop over right-hand sides of growing size with `double a[static 1]`-style parameters. */
#include <stdio.h>

#define NMAX 48

static double L[NMAX][NMAX], U[NMAX][NMAX];

static void solve(int n, const double b[static 1], double x[static 1], double y[static 1]) {
  static double part[NMAX];
#pragma scop
  for (int i = 0; i < n; ++i) {
    part[i] = 0.0;
    for (int j = 0; j < i; ++j)
      part[i] += L[i][j] * y[j];
    y[i] = (b[i] - part[i]) / L[i][i];
  }
  for (int i = n; i--;) {
    double s = y[i];
    for (int j = i + 1; j < n; ++j)
      s -= U[i][j] * x[j];
    x[i] = s / U[i][i];
  }
#pragma endscop
}

int main(void) {
  double b[NMAX], x[NMAX], y[NMAX];
  for (int i = 0; i < NMAX; i++)
    for (int j = 0; j < NMAX; j++) {
      L[i][j] = j <= i ? (i == j ? 3.0 + i % 4 : (double)((i * 7 + j) % 5) / 10.0) : 0.0;
      U[i][j] = j >= i ? (i == j ? 2.0 + j % 3 : (double)((i + 3 * j) % 7) / 14.0) : 0.0;
    }
  double total = 0;
  for (int n = 8; n <= NMAX; n += 10) {
    for (int i = 0; i < n; i++) {
      b[i] = (double)(i + n) / n;
      x[i] = y[i] = 0.0;
    }
    solve(n, b, x, y);
    for (int i = 0; i < n; i++)
      total += x[i] * (i + 1) + y[i];
    printf("n=%d %.12f %.12f\n", n, x[0], y[n - 1]);
  }
  printf("%.12e\n", total);
  return 0;
}
