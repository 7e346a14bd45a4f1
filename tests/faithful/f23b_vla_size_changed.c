/* A VLA parameter's size variable changed before the SCoP: `double A[n][m]` keeps the row length the
   call gave (m as passed), while the loops run to the new m = m - 2; a pointer-to-VLA whose size
   variable is incremented after the declaration (its rows keep the old length). */
#include <stdio.h>
#include <stdlib.h>
#define N 40
#define M 30

static double T[N][M];

static void trim(int n, int m, double A[n][m]) {
  m = m - 2;
  n--;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j + 1] * 0.5 + A[i + 1][j] + i - j;
#pragma endscop
}

static double grow(int rows, int cols) {
  double (*B)[cols] = malloc(sizeof(double) * rows * cols);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      B[i][j] = (i * cols + j) % 13;
  cols = cols / 2;
  double s = 0;
#pragma scop
  for (int i = 1; i < rows; i++)
    for (int j = 0; j < cols; j++)
      B[i][j] = B[i - 1][j] + B[i][j + cols] * 0.25;
#pragma endscop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 2 * cols; j++)
      s += B[i][j] * (j + 1);
  free(B);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      T[i][j] = ((i * 5 + j * 11) % 17) - 8;
  trim(N, M, T);
  trim(N / 2, M, T);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      s += T[i][j] * ((i + 2 * j) % 7);
  printf("%.12g %.12g\n", s, grow(50, 24));
  return 0;
}
