/* 2-D Gauss-Seidel in place (9-point average) on a flat array with an index macro whose leading
   dimension is a parameter, the sweep in a function called from a time loop in main. */
#include <stdio.h>
#include <stdlib.h>

#define IDX(i, j) ((i) * n + (j))

static void gauss_seidel(int n, double *a) {
#pragma scop
  for (int i = 1; i <= n - 2; i++)
    for (int j = 1; j <= n - 2; j++)
      a[IDX(i, j)] = (a[IDX(i - 1, j - 1)] + a[IDX(i - 1, j)] + a[IDX(i - 1, j + 1)] +
                      a[IDX(i, j - 1)] + a[IDX(i, j)] + a[IDX(i, j + 1)] +
                      a[IDX(i + 1, j - 1)] + a[IDX(i + 1, j)] + a[IDX(i + 1, j + 1)]) / 9.0;
#pragma endscop
}

int main(void) {
  int n = 40;
  double *a = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[IDX(i, j)] = ((double)i * (j + 2) + 2) / n;
  for (int t = 0; t < 9; t++)
    gauss_seidel(n, a);
  double s = 0;
  for (int k = 0; k < n * n; k++)
    s += a[k] * (1 + k % 3);
  printf("%.10e %.10f %.10f\n", s, a[IDX(1, 1)], a[IDX(n - 2, n - 2)]);
  free(a);
  return 0;
}
