/* LU decomposition (Doolittle, in place, no pivoting) on a `double **` row table, in a function with an
   early `if (n <= 1) return;`, the multiplier stored in the lower triangle and the update written as a
   subtraction of a product of two row elements (kij order). */
#include <stdio.h>
#include <stdlib.h>

static void lu(int n, double **a) {
  if (n <= 1)
    return;
#pragma scop
  for (int k = 0; k < n - 1; k++) {
    for (int i = k + 1; i < n; i++)
      a[i][k] = a[i][k] / a[k][k];
    for (int i = k + 1; i < n; i++)
      for (int j = k + 1; j < n; j++)
        a[i][j] -= a[i][k] * a[k][j];
  }
#pragma endscop
}

int main(void) {
  int n = 40;
  double **a = malloc(sizeof(double *) * n);
  for (int i = 0; i < n; i++) {
    a[i] = malloc(sizeof(double) * n);
    for (int j = 0; j < n; j++)
      a[i][j] = (i == j) ? n + 1.0 : (double)((i * 3 + j * 5) % 7) / 7.0;
  }
  lu(n, a);
  lu(1, a);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += a[i][j] * (1 + (i + j) % 4);
  printf("%.10e %.10f %.10f\n", s, a[n - 1][n - 1], a[n - 1][0]);
  for (int i = 0; i < n; i++)
    free(a[i]);
  free(a);
  return 0;
}
