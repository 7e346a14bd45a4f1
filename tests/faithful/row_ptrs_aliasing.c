/* Tables of row pointers whose rows are not distinct memory, all valid C: two rows of one table that are
   the same row (A[1] == A[2]), a written table whose rows are those of the table it reads (C[i] == A[i]),
   rows that overlap partially (each row starts m - 2 elements after the previous one), a flat vector
   written by the SCoP that is also a row of the table it reads, and a row of a written table that lies
   inside a global array the SCoP reads by name. Each must run as the sequential code does. Rows shared
   by a table that is only read are fine (the same row for every i), and so is a written table whose rows
   are distinct: those run in parallel. */
#include <stdio.h>
#include <stdlib.h>

#define N 24
#define M 20

static double G[N][M];

static void smooth_rows(int n, int m, double **A) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i - 1][j] * 0.5 + A[i][j];
#pragma endscop
}

static void combine(int n, int m, double **C, double **A, double **B) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      C[i][j] = A[i][j - 1] + A[i][j + 1] + B[i][j];
#pragma endscop
}

static void row_sums(int n, int m, double **A, double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = 0;
    for (int j = 0; j < m; j++)
      y[i] += A[i][j];
  }
#pragma endscop
}

static void from_global(int n, int m, double **W) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      W[i][j] = G[(i + 1) % 2][j] + 1.0;
#pragma endscop
}

static double total(int n, int m, double **t) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += t[i][j] * ((3 * i + j) % 7 + 1);
  return s;
}

static void fill(double *b, int count, int seed) {
  for (int k = 0; k < count; k++)
    b[k] = ((k * seed) % 23) * 0.125 - 1.0;
}

int main(void) {
  double *block = malloc(N * M * sizeof *block), *other = malloc(N * M * sizeof *other);
  double **A = malloc(N * sizeof *A), **B = malloc(N * sizeof *B), **C = malloc(N * sizeof *C);
  double *y = malloc(M * sizeof *y);

  /* the same row twice in one table */
  fill(block, N * M, 5);
  for (int i = 0; i < N; i++) A[i] = block + i * M;
  A[2] = A[1];
  smooth_rows(N, M, A);
  printf("same row %.17g\n", total(N, M, A));

  /* rows that overlap partially */
  fill(block, N * M, 7);
  for (int i = 0; i < N; i++) A[i] = block + i * (M - 2);
  smooth_rows(N, M, A);
  printf("overlapping rows %.17g\n", total(N, M, A));

  /* C's rows are A's rows */
  fill(block, N * M, 3);
  fill(other, N * M, 11);
  for (int i = 0; i < N; i++) { A[i] = block + i * M; B[i] = other + i * M; C[i] = A[i]; }
  combine(N, M, C, A, B);
  printf("shared tables %.17g\n", total(N, M, C));

  /* B reads one row for every i (fine: only read); C distinct from A and B: runs in parallel */
  double *c = malloc(N * M * sizeof *c);
  fill(c, N * M, 2);
  for (int i = 0; i < N; i++) { B[i] = other; C[i] = c + i * M; }
  combine(N, M, C, A, B);
  printf("read-only shared rows %.17g\n", total(N, M, C));

  /* y is written, and y is also row 3 of the table read */
  fill(y, M, 13);
  A[3] = y;
  row_sums(M, M, A, y);
  for (int i = 0; i < M; i += 3) printf("y %.17g\n", y[i]);

  /* a row of the written table lies in G, which the SCoP reads */
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) G[i][j] = (i * M + j) % 9;
  for (int i = 0; i < N; i++) C[i] = c + i * M;
  C[4] = G[0];
  from_global(N, M, C);
  printf("global row %.17g %.17g\n", total(N, M, C), G[0][3]);
  return 0;
}
