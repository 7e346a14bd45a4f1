/* atax (y = A^T (A x)) with size_t iterators and sizes, the row product in a double temporary declared
   in the loop body, and the accumulation into y written as `y[j] -= -A[i][j] * t`. */
#include <stddef.h>
#include <stdio.h>

#define M 38
#define N 46

static double A[M][N], x[N], y[N], tmp[M];

static void atax(size_t m, size_t n) {
#pragma scop
  for (size_t j = 0; j < n; j++)
    y[j] = 0.0;
  for (size_t i = 0; i < m; i++) {
    double t = 0.0;
    for (size_t j = 0; j < n; j++)
      t = t + A[i][j] * x[j];
    tmp[i] = t;
    for (size_t j = 0; j < n; j++)
      y[j] -= -A[i][j] * t;
  }
#pragma endscop
}

int main(void) {
  for (size_t j = 0; j < N; j++)
    x[j] = 1.0 + (double)j / N;
  for (size_t i = 0; i < M; i++)
    for (size_t j = 0; j < N; j++)
      A[i][j] = (double)((i + j) % N) / (5.0 * M);
  atax(M, N);
  double s = 0, u = 0;
  for (size_t j = 0; j < N; j++)
    s += y[j];
  for (size_t i = 0; i < M; i++)
    u += tmp[i];
  printf("%.12e %.12e %.12f\n", s, u, y[N - 1]);
  return 0;
}
