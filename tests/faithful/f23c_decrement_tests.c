/* Reverse loops whose test is the decrement alone, `for (i = n; i--;)` and `for (i = n; --i;)` (the test
   compares the value before the decrement, or after it, with 0), in an mvt-like pair of products with the
   iterators declared outside and printed after the SCoP, run for n = 37, 2 and 1 (`--i` from 0 would
   not stop); and an unsigned `for (size_t k = m; k--;)` scaling, run for m = 0 too. */
#include <stddef.h>
#include <stdio.h>

#define NMAX 40

static double A[NMAX][NMAX], x1[NMAX], x2[NMAX], y[NMAX];

static void mv(int n, size_t m) {
  int i, j = -5;
#pragma scop
  for (i = n; i--;)
    for (j = n; j--;)
      x1[i] += A[i][j] * y[j];
  for (i = n; --i;)
    for (j = 0; j < n; j++)
      x2[i] += A[j][i] * y[j];
  for (size_t k = m; k--;)
    y[k] = 0.5 * y[k] + 1.0;
#pragma endscop
  printf("n=%d i=%d j=%d\n", n, i, j);
}

int main(void) {
  for (int i = 0; i < NMAX; i++) {
    y[i] = (double)(i % 7) / 7.0;
    x1[i] = x2[i] = 0.0;
    for (int j = 0; j < NMAX; j++)
      A[i][j] = (double)((i * 5 + j * 3) % 11) / 11.0;
  }
  mv(37, 30);
  mv(2, 1);
  mv(1, 0);
  double s = 0;
  for (int i = 0; i < NMAX; i++)
    s += x1[i] + 2 * x2[i] + 3 * y[i];
  printf("%.12e %.10f %.10f\n", s, x1[0], x2[36]);
  return 0;
}
