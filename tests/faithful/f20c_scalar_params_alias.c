/* A scalar operand passed by pointer into the array the SCoP writes: x[i] = x[i] * alpha[0] + alpha[1]
   with alpha = x + 3 (alpha changes at i = 3 in C's order), a row scaled by d[i] where d points into the
   matrix, and an elimination step whose pivot row is the first row of the rows it updates. */
#include <stdio.h>
#define N 64
#define M 16
static double G[N][M];
static void scale(int n, double *x, const double *alpha) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = x[i] * alpha[0] + alpha[1];
#pragma endscop
}
static void rowscale(int n, double *a, const double *d) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i * M + j] = a[i * M + j] / d[i];
#pragma endscop
}
static void colnorm(int n, double *a, const double *piv) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < M; j++)
      a[i * M + j] -= piv[j] * a[j];
#pragma endscop
}
int main(void) {
  static double x[N], y[N], A[N * M];
  for (int i = 0; i < N; i++) x[i] = y[i] = (i % 9) * 0.5 + 1;
  for (int k = 0; k < N * M; k++) A[k] = (k % 7) + 1.5;
  scale(N, x, x + 3);
  scale(N, y, y + N - 2);
  rowscale(N, A, A + 5);
  colnorm(N / 2, A, A + M);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * (i + 1) + y[i];
  for (int k = 0; k < N * M; k++) s += A[k] * (k % 3 + 1);
  printf("%.17g %.17g %.17g %.17g\n", s, x[5], y[N - 1], A[17]);
  return 0;
}
