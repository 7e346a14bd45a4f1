/* Overlapping pointer arguments: shift(n, buf + 1, buf) reads what the previous iteration wrote, so only
   the original order gives C's result; disjoint arguments run the generated code. */
#include <stdio.h>
#define N 100

void shift(int n, double *a, const double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = b[i] + 1;
#pragma endscop
}

void scale2d(int n, int m, double A[n][m], double B[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = B[i][j] * 2.0 + 1.0;
#pragma endscop
}

double G[N + 1];

void from_global(int n, double *p) {
#pragma scop
  for (int i = 0; i < n; i++)
    G[i + 1] = p[i] * 0.5 + G[i + 1];
#pragma endscop
}

int main(void) {
  static double buf[N + 1], x[N], y[N], M[12][10];
  for (int i = 0; i <= N; i++) buf[i] = i % 7;
  shift(N, buf + 1, buf);              /* overlapping: a running sum */
  for (int i = 0; i < N; i++) x[i] = i * 0.5;
  shift(N, y, x);                      /* disjoint */
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++) M[i][j] = i + j * 0.1;
  scale2d(11, 10, (double (*)[10])M[1], M);   /* rows shifted by one: overlap */
  for (int i = 0; i <= N; i++) G[i] = i;
  from_global(N, G);                   /* p is G: overlap with G + 1 */
  for (int i = 0; i <= N; i++) printf("%.3f\n", buf[i]);
  for (int i = 0; i < N; i++) printf("%.3f\n", y[i]);
  for (int i = 0; i < 12; i++)
    for (int j = 0; j < 10; j++) printf("%.3f\n", M[i][j]);
  for (int i = 0; i <= N; i++) printf("%.6f\n", G[i]);
  return 0;
}
