/* trisolv (L x = b, L lower triangular) with the running value in x[i] itself (x[i] = b[i], then
   `x[i] -= L[i][j] * x[j]`, then the division), 1-based on arrays of n+1 with loops to n inclusive,
   and a second right-hand side solved in the same SCoP with the division hoisted into a reciprocal. */
#include <stdio.h>

#define N 50

static double L[N + 1][N + 1], b[N + 1], c[N + 1], x[N + 1], v[N + 1];

int main(void) {
  int n = N;
  for (int i = 0; i <= n; i++) {
    b[i] = (double)i;
    c[i] = 1.0 - (double)i / n;
    x[i] = v[i] = -1.0;
    for (int j = 0; j <= n; j++)
      L[i][j] = (double)(i + n - j + 1) * 2 / n;
  }
#pragma scop
  for (int i = 1; i <= n; i++) {
    x[i] = b[i];
    for (int j = 1; j <= i - 1; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
  for (int i = 1; i <= n; i++) {
    v[i] = c[i];
    for (int j = 1; j < i; j++)
      v[i] = v[i] - L[i][j] * v[j];
    v[i] = v[i] * (1.0 / L[i][i]);
  }
#pragma endscop
  double s = 0, u = 0;
  for (int i = 1; i <= n; i++) {
    s += x[i];
    u += v[i] * i;
  }
  printf("%.12e %.12e %.12f %.12f\n", s, u, x[n], v[1]);
  return 0;
}
