/* A SCoP in a function called with sizes 0, 1, 2 and larger, including m = 0 with n > 0 and bounds
   n - 1 and n - 2 that are negative for the small sizes; a reduction whose sum stays at its start
   value when the loop runs no iteration, and an iterator read after the SCoP. */
#include <stdio.h>
#define N 40
double A[N][N], x[N], y[N];

static double kernel(int n, int m) {
  double s = -0.0;
  int i;
#pragma scop
  for (i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < m; j++)
      y[i] += A[i][j] * x[j];
  }
  for (int k = 1; k < n - 1; k++)
    x[k] = 0.5 * (y[k - 1] + y[k + 1]);
  for (int k = 0; k < n - 2; k++)
    s += y[k] * x[k + 2];
#pragma endscop
  printf("i=%d s=%g 1/s=%g\n", i, s, 1 / s);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 5) - 2;
    for (int j = 0; j < N; j++) A[i][j] = ((i + j) % 7) * 0.5 - 1;
  }
  int sizes[][2] = {{0, 0}, {1, 1}, {2, 2}, {3, 0}, {0, 9}, {1, 7}, {17, 3}, {40, 40}, {5, 1}};
  double total = 0;
  for (int c = 0; c < 9; c++) total = total * 0.5 + kernel(sizes[c][0], sizes[c][1]);
  double t = 0;
  for (int i = 0; i < N; i++) t = t * 0.5 + x[i] + y[i];
  printf("%.17g %.17g\n", total, t);
  return 0;
}
