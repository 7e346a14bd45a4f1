/* Array parameters written as C99 allows: `double a[static 10]`, `const double (*restrict A)[N]`,
   `double b[const]`, a qualified VLA pointer `double (*restrict C)[m]`, and `int n` after the arrays. */
#include <stdio.h>
#define N 24

static void f(double a[static N], const double (*restrict A)[N], double b[const restrict], int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    a[i] = 0;
    for (int j = 0; j < N; j++)
      a[i] += A[i][j] * b[j];
  }
#pragma endscop
}

static void g(int n, int m, double (*restrict C)[m], const double D[const static 1]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = C[i][j] * D[0] + i - j;
#pragma endscop
}

int main(void) {
  static double x[N], M[N][N], y[N], C[10][17];
  for (int i = 0; i < N; i++) {
    y[i] = (i % 4) - 1.5;
    for (int j = 0; j < N; j++) M[i][j] = ((i + 2 * j) % 7) * 0.125;
  }
  f(x, (const double (*)[N])M, y, N);
  double d = 1.25;
  g(10, 17, C, &d);
  g(4, 17, C + 3, &x[2]);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.5 + x[i];
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 17; j++) s = s * 0.5 + C[i][j];
  printf("%.17g\n", s);
  return 0;
}
