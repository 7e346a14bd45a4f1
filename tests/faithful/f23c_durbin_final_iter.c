/* Levinson-Durbin recursion for a Toeplitz system, written with the scalars alpha, beta and sum
   carried between loops, the reversed-index read r[k - i - 1], a copy-back loop, and the iterator k's
   final value used after the loop (the order reached) in the statement that writes the last error. */
#include <stdio.h>

#define N 50

static double r[N], y[N], z[N], err[N + 1];

int main(void) {
  int n = N, k, i;
  double alpha, beta, sum;
  for (i = 0; i < n; i++)
    r[i] = (double)(n + 1 - i) / (n * 200.0);
#pragma scop
  y[0] = -r[0];
  beta = 1.0;
  alpha = -r[0];
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = 0.0;
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
    err[k] = beta;
  }
  err[k] = (1 - alpha * alpha) * beta;
#pragma endscop
  double s = 0;
  for (i = 0; i < n; i++)
    s += y[i] * (i + 1);
  printf("%.12e %.12f %.12f %d\n", s, y[n - 1], err[n], k);
  return 0;
}
