/* Array parameters with qualifiers and `static` inside the brackets (`double a[const restrict n]`,
   `const double b[static 4]`, `double (*restrict M)[N]`, `double X[][N]`, a prototype with `[*]`), and a
   parameter whose name is reused for a local array of another function; each SCoP writes through them. */
#include <stdio.h>
#define N 128

void scale(int n, int m, double M[n][*]);

static void axpy(int n, double a[const restrict n], const double b[static 4], double s) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = a[i] + s * b[i];
#pragma endscop
}

static void rows(int n, double (*restrict M)[N], double X[][N]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < N; j++)
      M[i][j] = M[i][j] * 0.5 + X[n - 1 - i][j];
#pragma endscop
}

void scale(int n, int m, double M[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      M[i][j] *= (i + 1) * 0.25;
#pragma endscop
}

int main(void) {
  static double a[N * 4], b[N * 4], M[N][N], X[N][N];
  for (int i = 0; i < 4 * N; i++) { a[i] = i % 7; b[i] = (i % 5) * 0.5; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { M[i][j] = (i + j) % 9; X[i][j] = (i * j) % 11; }
  axpy(4 * N, a, b, 1.5);
  axpy(N, a + N, a, -0.5);
  rows(N, M, X);
  rows(N / 2, M + N / 2, M);
  scale(N, N, M);
  scale(N / 4, N * 2, (double (*)[N * 2])X);
  double s = 0;
  for (int i = 0; i < 4 * N; i++) s += a[i] * (i % 3 + 1);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) s += M[i][j] * ((i + j) % 5) + X[i][j];
  printf("%.10g\n", s);
  return 0;
}
