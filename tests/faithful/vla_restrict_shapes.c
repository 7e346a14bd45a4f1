/* Non-square VLA parameters in the forms C99 allows, with a transposed copy between them:
   double A[restrict n][m], const double (*restrict B)[m], double C[static 2][k], double D[const n][m],
   and a 3-D VLA parameter, called with sizes that differ from the declared ones. */
#include <stdio.h>
#include <stdlib.h>

static void transpose_add(int n, int m, double A[restrict n][m], const double (*restrict B)[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] + B[j][i] * (i + 1);
#pragma endscop
}

static void rows(int k, double C[static 2][k], int n, int m, double D[const n][m]) {
#pragma scop
  for (int j = 0; j < k; j++)
    C[1][j] = C[0][j] + j;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m && j < k; j++)
      D[i][j] = D[i][j] - C[1][j];
#pragma endscop
}

static void cube(int a, int b, int c, float X[a][b][c]) {
#pragma scop
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 1; k < c; k++)
        X[i][j][k] = X[i][j][k - 1] * 0.5f + X[i][j][k];
#pragma endscop
}

int main(void) {
  int n = 13, m = 29;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  double (*B)[n] = malloc(sizeof(double[m][n]));
  double C[2][17];
  float (*X)[5][7] = malloc(sizeof(float[3][5][7]));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) { A[i][j] = i * 0.5 + j; B[j][i] = i - j * 0.25; }
  for (int j = 0; j < 17; j++) { C[0][j] = j * j; C[1][j] = 0; }
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 7; k++) X[i][j][k] = (float)(i + j * k);
  transpose_add(n, m, A, B);
  transpose_add(n, 11, A, B);
  rows(17, C, n, m, A);
  rows(17, C, 4, 20, A);
  cube(3, 5, 7, X);
  cube(2, 3, 7, X);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += A[i][j] * ((i * 7 + j) % 5);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 7; k++) s += X[i][j][k] * (k + 1);
  printf("%.12g\n", s);
  free(A); free(B); free(X);
  return 0;
}
