/* An in-place update of a table of row pointers that reads the next row's old values (S[i + 1][j]), over
   rows 2..n-2 and columns 3..m-1: the device reads them from a copy of the table's buffer made at the
   SCoP's start (passes/snapshot.py), which must have the buffer's offsets (row 2, column 3). */
#include <stdio.h>
#include <stdlib.h>
static void shift_up(int n, int m, double **S) {
#pragma scop
  for (int i = 2; i < n - 1; i++)
    for (int j = 3; j < m; j++)
      S[i][j] = S[i + 1][j] - S[i][j];
#pragma endscop
}
int main(void) {
  int n = 40, m = 30;
  double **S = malloc(n * sizeof *S);
  for (int i = 0; i < n; i++) {
    S[i] = malloc(m * sizeof **S);
    for (int j = 0; j < m; j++)
      S[i][j] = (i * 7 + j * 3) % 10;
  }
  shift_up(n, m, S);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += S[i][j] * (i + 2 * j + 1);
  printf("%.17g\n", s);
  return 0;
}
