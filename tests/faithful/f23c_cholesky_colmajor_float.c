/* Cholesky (A = L L^T, L overwriting the lower triangle) in float on a column-major flat array
   (element (i, j) at a[j * n + i]) malloc'd at run time, the diagonal through sqrtf, the column
   updates in a right-looking order, and the row loop of the scaling written with `!=`. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define A_(i, j) a[(j) * n + (i)]

static void cholesky(int n, float *a) {
#pragma scop
  for (int j = 0; j < n; j++) {
    A_(j, j) = sqrtf(A_(j, j));
    for (int i = j + 1; i != n; i++)
      A_(i, j) = A_(i, j) / A_(j, j);
    for (int k = j + 1; k < n; k++)
      for (int i = k; i < n; i++)
        A_(i, k) -= A_(i, j) * A_(k, j);
  }
#pragma endscop
}

int main(void) {
  int n = 36;
  float *a = malloc(sizeof(float) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A_(i, j) = i == j ? (float)n : 1.0f / (1.0f + (float)((i > j ? i - j : j - i)));
  cholesky(n, a);
  double s = 0;
  for (int j = 0; j < n; j++)
    for (int i = j; i < n; i++)
      s += A_(i, j);
  printf("%.4e %.5f %.5f\n", s, A_(n - 1, n - 1), A_(n - 1, 0));
  free(a);
  return 0;
}
