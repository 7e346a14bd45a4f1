/* Blocks of one matrix seen through VLA parameters whose row length is the leading dimension
   (`double A[][ld]` called with `(double (*)[ld])&M[r][c]`): a block written from the block one row and
   one column above-left of it (B[i + 1][j + 1] is A[i][j]) and the other way round, side by side (same
   rows, disjoint columns: the runtime test compares whole rows and runs the original code), the same
   block, and views whose rows are every other row of M; then the same through a flat pointer and a
   leading dimension, with a block far away that does not overlap (the parallel code runs). */
#include <stdio.h>
#define R 40
#define C 48
double M[R][C];
double F[R * C];

/* a VLA parameter whose row length is the leading dimension of a bigger matrix: a view of a block */
static void blend(int n, int m, int ld, double A[][ld], const double B[][ld]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = 0.5 * A[i][j] + B[i][j] + (j % 3);
#pragma endscop
}

/* the same through a flat pointer and an explicit leading dimension */
static void blendf(int n, int m, int ld, double *a, const double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i * ld + j] = 0.5 * a[i * ld + j] + b[i * ld + j] + (j % 3);
#pragma endscop
}

static void reset(void) {
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) M[i][j] = ((i * 7 + j * 3) % 10) * 0.25;
  for (int i = 0; i < R * C; i++) F[i] = ((i * 5) % 13) * 0.5;
}
static void show(void) {
  double s = 0, t = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) s += M[i][j] * ((i * 3 + j) % 19);
  for (int i = 0; i < R * C; i++) t += F[i] * (i % 23);
  printf("%.17g %.17g %g %g\n", s, t, M[11][12], F[C + 1]);
}
#define VIEW(r, c) ((double (*)[C]) & M[r][c])
int main(void) {
  /* the block one row and one column below-right of what it reads: B[i+1][j+1] is A[i][j] */
  reset(); blend(20, 20, C, VIEW(1, 1), (const double (*)[C])VIEW(0, 0)); show();
  reset(); blend(20, 20, C, VIEW(0, 0), (const double (*)[C])VIEW(1, 1)); show();
  /* side by side: same rows, disjoint columns */
  reset(); blend(30, 20, C, VIEW(0, 0), (const double (*)[C])VIEW(0, 24)); show();
  /* the same block */
  reset(); blend(30, 30, C, VIEW(5, 5), (const double (*)[C])VIEW(5, 5)); show();
  /* a view whose rows are 2 * C long: every other row of M */
  reset(); blend(R / 2, C, 2 * C, (double (*)[2 * C])VIEW(0, 0), (const double (*)[2 * C])VIEW(1, 0)); show();
  reset(); blend(R / 2 - 1, C, 2 * C, (double (*)[2 * C])VIEW(2, 0), (const double (*)[2 * C])VIEW(0, 0)); show();
  /* one array: the flat views */
  reset(); blendf(20, 20, C, F + C + 1, F); show();
  reset(); blendf(20, 20, C, F, F + C + 1); show();
  reset(); blendf(30, 20, C, F, F + 24); show();
  reset(); blendf(19, C, 2 * C, F + 2 * C, F); show();
  reset(); blendf(20, 20, C, F, F + 20 * C + 20); show();
  return 0;
}
