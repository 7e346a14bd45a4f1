/* Tables of row pointers into one block: a written table whose rows are the read table's rows reversed,
   shifted by one row, and starting one element later (`double **restrict B`: restrict on the table, not
   on its rows); a rank-1 update of a table with one of its own rows and with a vector inside the block;
   a permuted table of distinct rows with a separate vector (the parallel code runs). */
#include <stdio.h>
#include <stdlib.h>
#define N 24
#define M 20

/* B's rows from A's rows: B[i][j] = A[i][j] + A[i][j + 1] */
static void rows(int n, int m, double **restrict B, double **A) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      B[i][j] = A[i][j] * 0.5 + A[i][j + 1] + (i % 3);
#pragma endscop
}

/* the table written and one of its rows read as a vector */
static void rank1(int n, int m, double **A, const double *r) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] - 0.5 * r[j];
#pragma endscop
}

static double *block;
static double *rowsA[N], *rowsB[N];
static void reset(void) { for (int i = 0; i < N * M; i++) block[i] = ((i * 5) % 17) * 0.25; }
static void show(void) {
  double s = 0;
  for (int i = 0; i < N * M; i++) s += block[i] * ((i % 19) + 1);
  printf("%.17g %g\n", s, block[M + 2]);
}
int main(void) {
  block = malloc(sizeof(double) * N * M);
  for (int i = 0; i < N; i++) rowsA[i] = block + i * M;
  /* B's table is A's reversed: row i of B is row N-1-i of A */
  for (int i = 0; i < N; i++) rowsB[i] = block + (N - 1 - i) * M;
  reset(); rows(N, M, rowsB, rowsA); show();
  /* B's rows are A's rows shifted by one row */
  for (int i = 0; i < N - 1; i++) rowsB[i] = block + (i + 1) * M;
  reset(); rows(N - 1, M, rowsB, rowsA); show();
  /* B's rows start one element after A's */
  for (int i = 0; i < N; i++) rowsB[i] = block + i * M + 1;
  reset(); rows(N, M - 1, rowsB, rowsA); show();
  /* rank-1 update with a row of the table itself */
  reset(); rank1(N, M, rowsA, rowsA[3]); show();
  reset(); rank1(N, M, rowsA, block + 5); show();
  double *other = malloc(sizeof(double) * M);
  for (int j = 0; j < M; j++) other[j] = j;
  reset(); rank1(N, M, rowsA, other); show();
  /* a permutation table: rows in a shuffled order, all distinct: may run in parallel */
  for (int i = 0; i < N; i++) rowsB[i] = block + ((i * 7) % N) * M;
  reset(); rank1(N, M, rowsB, other); show();
  free(other);
  free(block);
  return 0;
}
