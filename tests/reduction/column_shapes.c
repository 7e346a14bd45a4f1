/* Column sums (y = A^T x: each column j sums A[i][j] * x[i] over the rows i, the reduction along the
   non-contiguous dimension: column mode) at shapes where the lanes' shares are uneven: no rows, one row,
   fewer rows than lanes, rows that leave every remainder of the unrolled loop (four accumulators per
   lane), fewer columns than a block's 32 points, one column.  A second product's column sums are
   truncated into ints at the point, so its products stay unfused on CUDA (__dmul_rn: a last-bit change
   becomes a whole unit there) while the first keeps its fma (codegen/stmt_printer.py).  The values are
   multiples of 1/512 small enough that every sum is exact in any order, with or without fma: the ints
   compare exactly whatever lanes the launch picks. */
#include <stdio.h>

static void col(int m, int n, double A[m][n], double x[m], double y[n], double s[n], int t[n])
{
#pragma scop
  for (int j = 0; j < n; j++) {
    y[j] = 0.5;
    for (int i = 0; i < m; i++)
      y[j] += A[i][j] * x[i];
  }
  for (int j = 0; j < n; j++) {
    s[j] = 0;
    for (int i = 0; i < m; i++)
      s[j] += A[i][j] * 3.0;
    t[j] = s[j];
  }
#pragma endscop
}

static double A[1000 * 41], x[1000], y[41], s[41];
static int t[41];

int main(void)
{
  static const int shapes[][2] = {{0, 5}, {1, 7}, {3, 40}, {77, 40}, {130, 33}, {1000, 1}, {511, 41}, {64, 32}};
  for (int c = 0; c < (int)(sizeof shapes / sizeof shapes[0]); c++) {
    const int m = shapes[c][0], n = shapes[c][1];
    for (int i = 0; i < m; i++) {
      x[i] = (double)((i * 5 + c) % 13) / 16.0 - 0.25;
      for (int j = 0; j < n; j++)
        A[i * n + j] = (double)((i * 7 + j * 3 + c) % 31 - 15) / 32.0;
    }
    for (int j = 0; j < n; j++)
      t[j] = -1;
    col(m, n, (double (*)[n])A, x, y, s, t);
    double sum = 0;
    long tsum = 0;
    for (int j = 0; j < n; j++)
      sum += y[j], tsum += t[j];
    printf("%d x %d: %.12g %ld", m, n, sum, tsum);
    for (int j = 0; j < n; j += 3)
      printf(" %.12g %d", y[j], t[j]);
    printf("\n");
  }
  return 0;
}
