/* Gauss-Seidel and red-black SOR on a 2-D grid stored as an array of row pointers built over one
   block (double **), lexicographic GS in place (both loops carry), red-black with the colour as a
   stride-2 inner loop starting at 1 + (i + c) % 2, then the max-norm residual in its own SCoP with a
   ternary max, and the convergence test outside. A second lexicographic sweep on a static 2-D array
   with an int right-hand side. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define M 26

static int rhs[M][M];
static double g[M][M];

static void gs_rowptr(int n, double **a, double **b, double omega) {
#pragma scop
  for (int c = 0; c < 2; c++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1 + (i + c) % 2; j < n - 1; j += 2)
        a[i][j] = (1.0 - omega) * a[i][j] +
                  omega * 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - b[i][j]);
#pragma endscop
}

static double resid(int n, double **a, double **b) {
  double rmax = 0.0;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++) {
      double r = b[i][j] - (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j]);
      r = r < 0 ? -r : r;
      rmax = r > rmax ? r : rmax;
    }
#pragma endscop
  return rmax;
}

static void gs_lex(int n, int sweeps) {
#pragma scop
  for (int t = 0; t < sweeps; t++)
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        g[i][j] = (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1] - 0.001 * rhs[i][j]) / 4;
#pragma endscop
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  double *blk = malloc(sizeof(double) * n * n * 2);
  double **a = malloc(sizeof(double *) * n), **b = malloc(sizeof(double *) * n);
  for (int i = 0; i < n; i++) {
    a[i] = blk + (size_t)i * n;
    b[i] = blk + (size_t)n * n + (size_t)i * n;
    for (int j = 0; j < n; j++) {
      a[i][j] = (i == 0 || j == n - 1) ? 1.0 : 0.0;
      b[i][j] = ((i * j) % 9 == 0) ? 0.02 : -0.001 * (j % 3);
    }
  }
  int it;
  double r = 0.0;
  for (it = 0; it < 500; it++) {
    gs_rowptr(n, a, b, 1.5);
    r = resid(n, a, b);
    if (r < 1e-8)
      break;
  }
  printf("rb it %d r %.6g a %.10g %.10g\n", it, r, a[n / 2][n / 2], a[1][n - 2]);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      rhs[i][j] = (i * 5 + j * 3) % 13 - 6;
      g[i][j] = (j == 0) ? 2.0 : 0.0;
    }
  gs_lex(M, 25);
  double s = 0.0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      s += g[i][j] * (1 + (i + j) % 3);
  printf("lex %.12g %.12g\n", s, g[M / 2][3]);
  free(blk); free(a); free(b);
  return 0;
}
