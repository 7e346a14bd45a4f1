/* gesummv (y = alpha A x + beta B x) with the loops written as `while` loops over counters, the two
   partial sums in scalars t and u carried from the inner loop to the store. */
#include <stdio.h>

#define N 45

static double A[N][N], B[N][N], x[N], y[N], tmp[N];

int main(void) {
  double alpha = 1.5, beta = 1.2;
  int n = N;
  for (int i = 0; i < n; i++) {
    x[i] = (double)(i % n) / n;
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * j + 1) % n) / n;
      B[i][j] = (double)((i * j + 2) % n) / n;
    }
  }
  int i, j;
  double t, u;
#pragma scop
  i = 0;
  while (i < n) {
    t = 0.0;
    u = 0.0;
    j = 0;
    while (j < n) {
      t = A[i][j] * x[j] + t;
      u = B[i][j] * x[j] + u;
      j++;
    }
    tmp[i] = t;
    y[i] = alpha * t + beta * u;
    i++;
  }
#pragma endscop
  double s = 0;
  for (i = 0; i < n; i++)
    s += y[i] - tmp[i];
  printf("%.10e %.8f\n", s, y[n - 1]);
  return 0;
}
