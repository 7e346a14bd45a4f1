/* gemver written with `!=` loop tests and pre-increments, the four steps in one SCoP (rank-2 update of
   A, x = beta A^T y + z, w = alpha A x), the scalars alpha and beta computed inside the SCoP from n. */
#include <stdio.h>

#define N 48

double A[N][N], u1[N], v1[N], u2[N], v2[N], w[N], x[N], y[N], z[N];

int main(void) {
  int n = N;
  double alpha, beta;
  for (int i = 0; i != n; ++i) {
    u1[i] = i;
    u2[i] = ((i + 1) / (double)n) / 2.0;
    v1[i] = ((i + 1) / (double)n) / 4.0;
    v2[i] = ((i + 1) / (double)n) / 6.0;
    y[i] = ((i + 1) / (double)n) / 8.0;
    z[i] = ((i + 1) / (double)n) / 9.0;
    x[i] = 0.0;
    w[i] = 0.0;
    for (int j = 0; j != n; ++j)
      A[i][j] = (double)(i * j % n) / n;
  }
#pragma scop
  alpha = 1.0 + 1.0 / n;
  beta = 2.0 - 3.0 / n;
  for (int i = 0; i != n; ++i)
    for (int j = 0; j != n; ++j)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i != n; ++i)
    for (int j = 0; j != n; ++j)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (int i = 0; i != n; ++i)
    x[i] = x[i] + z[i];
  for (int i = 0; i != n; ++i)
    for (int j = 0; j != n; ++j)
      w[i] = w[i] + alpha * A[i][j] * x[j];
#pragma endscop
  double s = 0;
  for (int i = 0; i != n; ++i)
    s += w[i] + x[i];
  printf("%.10e %.6f %.6f %.4f\n", s, w[1], x[n - 1], alpha + beta);
  return 0;
}
