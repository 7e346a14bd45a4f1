/* Pointer-to-VLA parameters (double (*restrict A)[m]) and a restrict vector. */
#include <stdio.h>
#include <stdlib.h>
static void mm(int n, int m, double (*restrict A)[m], const double (*B)[n], double *restrict c) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      A[i][j] = A[i][j] * 0.5 + B[j][i];
      c[i] += A[i][j];
    }
#pragma endscop
}
int main(void) {
  int n = 70, m = 45;
  double (*A)[m] = malloc(sizeof(double) * n * m);
  double (*B)[n] = malloc(sizeof(double) * n * m);
  double *c = calloc(n, sizeof(double));
  for (int i = 0; i < n; i++) for (int j = 0; j < m; j++) { A[i][j] = i - j * 0.5; B[j][i] = (i + j) % 7; }
  mm(n, m, A, (const double (*)[n])B, c);
  double s = 0; for (int i = 0; i < n; i++) s += c[i] * (i + 1);
  printf("%.15g %.15g\n", s, A[3][4]);
  free(A); free(B); free(c);
  return 0;
}
