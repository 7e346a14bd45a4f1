/* A pointer-to-VLA `double (*A)[m] = malloc(...)` and a flat pointer to its first element used in the
   same SCoP (`flat[i * m + j]` is A[i][j]): a transpose-and-scale reads one view and writes the other,
   then a row sum reads A through both. */
#include <stdio.h>
#include <stdlib.h>

static double run(int n, int m) {
  double (*A)[m] = malloc(sizeof(double) * n * m);
  double (*T)[n] = malloc(sizeof(double) * m * n);
  double *rows = malloc(sizeof(double) * n);
  double *flat = &A[0][0];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = (i * 3 + j * 5) % 11 - 5;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      T[j][i] = flat[i * m + j] * 0.5;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      flat[i * m + j] = A[i][j] + T[j][i];
  for (int i = 0; i < n; i++) {
    rows[i] = 0;
    for (int j = 0; j < m; j++)
      rows[i] += A[i][j] - flat[i * m + (m - 1 - j)] * 0.25;
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += rows[i] * (i + 1);
  free(A);
  free(T);
  free(rows);
  return s;
}

int main(void) {
  printf("%.12g %.12g %.12g\n", run(40, 30), run(7, 64), run(1, 1));
  return 0;
}
