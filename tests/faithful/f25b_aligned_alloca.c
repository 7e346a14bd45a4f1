/* Buffers from aligned_alloc and alloca passed to a SCoP function, and a 2-D matrix behind an
   aligned_alloc'd pointer to rows. */
#include <alloca.h>
#include <stdio.h>
#include <stdlib.h>
#define M 24

static void mv(int n, double A[][M], const double *x, double *y) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    y[i] = 0.0;
    for (j = 0; j < M; j++)
      y[i] += A[i][j] * x[j];
  }
#pragma endscop
}

int main(void) {
  int n = 20;
  double (*A)[M] = aligned_alloc(64, sizeof(double[32][M]));
  double *x = alloca(sizeof(double) * M);
  double *y = aligned_alloc(64, 64 * sizeof(double));
  for (int i = 0; i < n; i++)
    for (int j = 0; j < M; j++) A[i][j] = ((i + 1) * (j + 2) % 9) - 4.0;
  for (int j = 0; j < M; j++) x[j] = 1.0 / (j + 1);
  mv(n, A, x, y);
  for (int i = 0; i < n; i += 3) printf("%.14g\n", y[i]);
  free(A); free(y);
  return 0;
}
