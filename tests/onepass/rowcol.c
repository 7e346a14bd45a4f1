/* One sweep over a non-square matrix: y = A x / 2 (a row reduction through a local scalar, then a
   post statement) and v = 1 + A^T (2 u) (a column reduction whose target starts at 1, not 0).  The sizes
   are parameters; MINI has one column and no row, SMALL a thin matrix, LARGE a wide one. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 0
#  define N 1
#elif defined(SMALL_DATASET)
#  define M 1000
#  define N 37
#elif defined(MEDIUM_DATASET)
#  define M 1
#  define N 513
#else
#  define M 3001
#  define N 9000
#endif

static void onesweep(int m, int n, double A[m][n], double x[n], double y[m], double u[m], double v[n])
{
#pragma scop
  for (int j = 0; j < n; j++)
    v[j] = 1.0;
  for (int i = 0; i < m; i++) {
    double t = 0;
    for (int j = 0; j < n; j++) {
      t += A[i][j] * x[j];
      v[j] += 2.0 * A[i][j] * u[i];
    }
    y[i] = t * 0.5;
  }
#pragma endscop
}

int main(void)
{
  int m = M, n = N;
  double (*A)[N] = malloc(sizeof(double) * (M > 0 ? M : 1) * N);
  double *x = malloc(sizeof(double) * N), *v = malloc(sizeof(double) * N);
  double *y = malloc(sizeof(double) * (M + 1)), *u = malloc(sizeof(double) * (M + 1));
  for (int j = 0; j < n; j++)
    x[j] = (double)((j * 7 + 3) % 11) / 11 - 0.25;
  for (int i = 0; i < m; i++) {
    u[i] = (double)((i * 5 + 1) % 13) / 13;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)((i * 3 + j * 5 + 1) % 17) / 17 - 0.5;
  }
  onesweep(m, n, A, x, y, u, v);
  double sy = 0, sv = 0;
  for (int i = 0; i < m; i++)
    sy += y[i] * (i % 7 + 1);
  for (int j = 0; j < n; j++)
    sv += v[j] * (j % 5 + 1);
  printf("y %.12e\nv %.12e\n", sy, sv);
  free(A); free(x); free(v); free(y); free(u);
  return 0;
}
