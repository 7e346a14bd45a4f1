/* Arrays allocated with malloc as pointers to VLA rows, declared in main (`double (*A)[m] = malloc(...)`),
   a flat buffer cast to such a pointer, and a pointer to rows of a constant length; the SCoP reads and
   writes them through the 2-D subscripts; the sizes come from main's locals. */
#include <stdio.h>
#include <stdlib.h>
#define K 6

int main(int argc, char **argv) {
  int n = 21 + argc, m = 13 + 2 * argc;
  double (*A)[m] = malloc(sizeof(double[n][m]));
  double *flat = malloc(sizeof(double) * m * n);
  double (*T)[n] = (double (*)[n])flat;
  int (*Q)[K] = malloc(sizeof(int[K]) * n);
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++) A[i][j] = i * 0.5 - j;
    for (int k = 0; k < K; k++) Q[i][k] = i * k - 3;
  }
#pragma scop
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      T[j][i] = A[i][j] * 2 + (i == j);
  for (int i = 0; i < n; i++)
    for (int k = 1; k < K; k++)
      Q[i][k] = Q[i][k - 1] + Q[i][k] * (k % 2 ? -1 : 1);
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i - 1][j] + T[j][i];
#pragma endscop
  for (int i = 0; i < n; i++) {
    double a = 0; long q = 0;
    for (int j = 0; j < m; j++) a += A[i][j] * (j + 1);
    for (int k = 0; k < K; k++) q += Q[i][k] * (k + 1);
    printf("%d %g %ld %g\n", i, a, q, flat[i * 3 % (m * n)]);
  }
  free(A); free(flat); free(Q);
  return 0;
}
