/* One array passed as two parameters with offsets: a forward shift, a backward shift, a 2-D array
   with a row offset, overlapping by one element at the end only, and disjoint halves. */
#include <stdio.h>
#define N 64
double V[3 * N];
double M[N][N];

static void axpy(int n, double a, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
#pragma endscop
}

static void rows(int n, int m, double (*dst)[N], double (*src)[N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      dst[i][j] = 0.5 * (src[i][j] + src[i][j + 1]);
#pragma endscop
}

static void reset(void) {
  for (int i = 0; i < 3 * N; i++) V[i] = (i % 11) - 4.5;
}

static double sum(void) {
  double s = 0;
  for (int i = 0; i < 3 * N; i++) s = s * 0.5 + V[i];
  return s;
}

int main(void) {
  reset(); axpy(N, 2.0, V, V + 1); printf("%.17g\n", sum());
  reset(); axpy(N, 2.0, V + 1, V); printf("%.17g\n", sum());
  reset(); axpy(N, -1.0, V, V + N - 1); printf("%.17g\n", sum());
  reset(); axpy(N, 3.0, V, V + N); printf("%.17g\n", sum());
  reset(); axpy(N, 3.0, V + 2 * N, V); printf("%.17g\n", sum());
  reset(); axpy(N, 1.0, V, V); printf("%.17g\n", sum());
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) M[i][j] = (i * 7 + j * 3) % 10;
  rows(N - 1, N - 1, M + 1, M);
  rows(N - 2, N - 2, M, M + 1);
  rows(N / 2, N - 1, M + N / 2, M);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s = s * 0.75 + M[i][j];
  printf("%.17g\n", s);
  return 0;
}
