/* A typedef of a VLA row type inside a function, a 2-D alloca'd matrix through a pointer to VLA
   rows, and the size read from argc. */
#include <alloca.h>
#include <stdio.h>

static double run(int n, int m) {
  typedef double row_t[m];
  row_t *A = alloca(sizeof(row_t) * (size_t)n);
  double (*B)[m] = alloca(sizeof(double) * (size_t)(n * m));
  int i, j;
  double t = 0.0;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = (i + 1) * 0.5 - j * 0.25;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      B[i][j] = A[i][j] * A[n - 1 - i][m - 1 - j];
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      t += B[i][j];
#pragma endscop
  return t + B[n - 1][0];
}

int main(int argc, char **argv) {
  (void)argv;
  int n = 11 + argc, m = 7 * argc;
  printf("%.10f\n", run(n, m));
  printf("%.10f\n", run(1, 1));
  printf("%.10f\n", run(3, 40));
  return 0;
}
