/* LU without pivoting blocked by hand, right-looking: for each panel of B columns the panel is factored
   column by column, the block row to its right is updated, then the trailing matrix; every block end is a
   MIN macro on the size, which is not a multiple of B. */
#include <stdio.h>

#define N 41
#define B 8
#define MIN(x, y) ((x) < (y) ? (x) : (y))

static double A[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = i == j ? n + 2.0 : (double)((i * 13 + j * 7) % 10) / 10.0 - 0.45;
#pragma scop
  for (int kb = 0; kb < n; kb += B) {
    for (int k = kb; k < MIN(kb + B, n); k++) {
      for (int i = k + 1; i < n; i++)
        A[i][k] /= A[k][k];
      for (int i = k + 1; i < n; i++)
        for (int j = k + 1; j < MIN(kb + B, n); j++)
          A[i][j] -= A[i][k] * A[k][j];
    }
    for (int k = kb; k < MIN(kb + B, n); k++)
      for (int i = k + 1; i < MIN(kb + B, n); i++)
        for (int j = kb + B; j < n; j++)
          A[i][j] -= A[i][k] * A[k][j];
    for (int i = kb + B; i < n; i++)
      for (int j = kb + B; j < n; j++)
        for (int k = kb; k < MIN(kb + B, n); k++)
          A[i][j] -= A[i][k] * A[k][j];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      s += A[i][j] * (1 + (i + 2 * j) % 5);
  printf("%.10e %.12f %.12f\n", s, A[n - 1][n - 1], A[n - 1][0]);
  return 0;
}
