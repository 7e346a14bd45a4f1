/* A lower-triangular matrix stored as a ragged table: row i has i + 1 elements, each row its own
   allocation.  y = L x reads only the columns 0..i of row i (the rows of L are read only, y is written:
   the runtime test lets the device run it), so the copies to the device must not read beyond each row.
   scale_rows writes rows 1..n-2 of the table: their boxes of columns overlap the next rows' allocations
   (the runtime test tests a box of columns) with glibc's malloc, and the original code runs. */
#include <stdio.h>
#include <stdlib.h>

static void lower_matvec(int n, double **L, double *x, double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0.0;
    for (int j = 0; j <= i; j++)
      y[i] += L[i][j] * x[j];
  }
#pragma endscop
}

static void scale_rows(int n, double **L, double *d) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j <= i; j++)
      L[i][j] = L[i][j] * d[i] - L[i][j - 1];
#pragma endscop
}

int main(void) {
  int n = 64;
  double **L = malloc(n * sizeof *L), *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  double *d = malloc(n * sizeof *d);
  for (int i = 0; i < n; i++) {
    L[i] = malloc((i + 1) * sizeof **L);
    for (int j = 0; j <= i; j++)
      L[i][j] = ((i * 5 + j * 3) % 11) * 0.25 - 1.0;
    x[i] = (i % 7) * 0.5 - 1.0;
    d[i] = 1.0 + (i % 3) * 0.125;
  }
  lower_matvec(n, L, x, y);
  for (int i = 0; i < n; i += 7)
    printf("y %.17g\n", y[i]);
  scale_rows(n, L, d);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      s += L[i][j] * (j + 1);
  printf("scaled %.17g\n", s);
  for (int i = 0; i < n; i++)
    free(L[i]);
  free(L); free(x); free(y); free(d);
  return 0;
}
