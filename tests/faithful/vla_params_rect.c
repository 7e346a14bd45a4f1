/* VLA parameters with two different extents: a transpose of an n x m matrix into an m x n one, a
   product of n x p and p x m VLAs, called with several shapes (square, tall, wide, a 1 x k row), and a
   VLA parameter whose row length is an expression (m + 1) of another parameter. */
#include <stdio.h>
#define MAXN 120

static void transpose(int n, int m, double A[n][m], double B[m][n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      B[j][i] = A[i][j] * 2.0 - i;
#pragma endscop
}

static void product(int n, int p, int m, double A[n][p], double B[p][m], double C[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      C[i][j] = 0;
      for (int k = 0; k < p; k++)
        C[i][j] += A[i][k] * B[k][j];
    }
#pragma endscop
}

static void border(int n, int m, double X[n][m + 1]) {
#pragma scop
  for (int i = 0; i < n; i++) {
    X[i][m] = 0;
    for (int j = 0; j < m; j++)
      X[i][m] += X[i][j];
  }
#pragma endscop
}

static double buf1[MAXN * MAXN], buf2[MAXN * MAXN], buf3[MAXN * MAXN];

static double run(int n, int p, int m) {
  for (int i = 0; i < n * p; i++) buf1[i] = (i * 7 % 11) * 0.5 - 2;
  transpose(n, p, (double (*)[p])buf1, (double (*)[n])buf2);
  product(n, p, m, (double (*)[p])buf1, (double (*)[m])buf1, (double (*)[m])buf3);
  border(n, m, (double (*)[m + 1])buf3);
  double s = 0;
  for (int i = 0; i < n * (m + 1); i++) s += buf3[i] * (i % 9 + 1);
  for (int i = 0; i < n * p; i++) s += buf2[i] * (i % 4);
  return s;
}

int main(void) {
  printf("%.10g\n", run(100, 100, 100));
  printf("%.10g\n", run(110, 30, 70));
  printf("%.10g\n", run(20, 90, 110));
  printf("%.10g\n", run(1, 60, 100));
  return 0;
}
