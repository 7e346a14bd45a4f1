/* Matrices as tables of row pointers (double **), the layout of much scientific C: a product
   C = alpha * A * B + beta * C, a 5-point stencil from one matrix into another, a time loop of two
   stencil sweeps, an upper-triangular update (rows of varying length), an in-place shift that reads the
   next row (its old values) and a float matrix-vector product. Rows are allocated one by one (malloc per
   row) and as one block with row pointers into it; every table is distinct memory, so the runtime test
   lets the parallel code run. */
#include <stdio.h>
#include <stdlib.h>

static void product(int n, int m, int p, double alpha, double beta, double **A, double **B, double **C) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      C[i][j] = beta * C[i][j];
      for (int k = 0; k < p; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
#pragma endscop
}

static void stencil(int n, int m, double **in, double **out) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#pragma endscop
}

static void sweeps(int steps, int n, double **u, double **v) {
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        u[i][j] = 0.25 * (v[i - 1][j] + v[i + 1][j] + v[i][j - 1] + v[i][j + 1]);
  }
#pragma endscop
}

static void upper(int n, double **T, double *d) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++)
      T[i][j] = T[i][j] * d[i] + d[j];
#pragma endscop
}

static void shift_up(int n, int m, double **S) {
#pragma scop
  for (int i = 0; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      S[i][j] = S[i + 1][j] - S[i][j];
#pragma endscop
}

static void matvec(int n, float **F, float *x, float *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0.0f;
    for (int j = 0; j < n; j++)
      y[i] += F[i][j] * x[j];
  }
#pragma endscop
}

static double **rows_each(int n, int m) {
  double **t = malloc(n * sizeof *t);
  for (int i = 0; i < n; i++)
    t[i] = malloc(m * sizeof **t);
  return t;
}

static double **rows_block(int n, int m) {
  double **t = malloc(n * sizeof *t);
  double *block = malloc((size_t)n * m * sizeof *block);
  for (int i = 0; i < n; i++)
    t[i] = block + (size_t)i * m;
  return t;
}

static double sum(int n, int m, double **t) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += t[i][j] * ((i * 7 + j) % 11 + 1);
  return s;
}

int main(void) {
  int n = 90, m = 70, p = 50;
  double **A = rows_each(n, p), **B = rows_block(p, m), **C = rows_each(n, m), **D = rows_block(n, m);
  for (int i = 0; i < n; i++)
    for (int k = 0; k < p; k++) A[i][k] = ((i * 3 + k) % 17) * 0.125 - 1.0;
  for (int k = 0; k < p; k++)
    for (int j = 0; j < m; j++) B[k][j] = ((k + 5 * j) % 13) * 0.25 - 1.5;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) { C[i][j] = (i - j) * 0.01; D[i][j] = 0; }
  product(n, m, p, 1.5, 0.5, A, B, C);
  printf("product %.17g\n", sum(n, m, C));
  stencil(n, m, C, D);
  printf("stencil %.17g\n", sum(n, m, D));
  double **u = rows_block(40, 40), **v = rows_each(40, 40);
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++) { u[i][j] = (i * j) % 9; v[i][j] = u[i][j]; }
  sweeps(5, 40, u, v);
  printf("sweeps %.17g %.17g\n", sum(40, 40, u), sum(40, 40, v));
  double *d = malloc(n * sizeof *d);
  for (int i = 0; i < n; i++) d[i] = 1.0 + (i % 4) * 0.5;
  double **T = rows_each(n, n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) T[i][j] = (i + 2 * j) % 7;
  upper(n, T, d);
  printf("upper %.17g\n", sum(n, n, T));
  shift_up(n, m, C);
  printf("shift %.17g\n", sum(n, m, C));
  float **F = malloc(n * sizeof *F), *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; i++) {
    F[i] = malloc(n * sizeof **F);
    x[i] = (i % 5) * 0.5f;
    for (int j = 0; j < n; j++) F[i][j] = (float)((i + j) % 3) - 0.5f;
  }
  matvec(n, F, x, y);
  for (int i = 0; i < n; i += 9) printf("y %.9g\n", y[i]);
  return 0;
}
