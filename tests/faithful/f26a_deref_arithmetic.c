/* Dereferenced pointer arithmetic is subscripting (C11 6.5.2.1p2): `*(y + i)`, `*(a + i * m + j)` on
   flat matrices, `*(*(A + i) + j)` and `*(A[i + 1] + j)` on a 2-D array, offsets on either side of the
   pointer and subtracted, and one chain with an unsigned offset that must stay sequential. */
#include <stdio.h>
#include <stdlib.h>

/* flat matrices walked by pointer arithmetic */
static void matvec(int n, int m, const double *a, const double *x, double *y)
{
#pragma scop
  for (int i = 0; i < n; i++) {
    *(y + i) = 0.0;
    for (int j = 0; j < m; j++)
      *(y + i) += *(a + i * m + j) * *(x + j);
  }
#pragma endscop
}

/* a 2-D array through its rows, offsets on both sides, a subtraction */
static void stencil(int n, double A[n][n], double B[n][n])
{
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      *(*(B + i) + j) = 0.25 * (*(*(A + i - 1) + j) + *(A[i + 1] + j) + *(j - 1 + *(A + i)) + *(*(A + i) + 1 + j));
#pragma endscop
}

/* reversed and shifted offsets into the middle of a buffer; an unsigned offset subtracted (kept
   sequential: the integer sum i - u would wrap where the pointer's steps do not) */
static void shift(int n, unsigned u, double *mid, double *out)
{
#pragma scop
  for (int i = 0; i < n; i++)
    *(out + i) = *(mid + n - 1 - i) + 2.0 * *(mid + i - 1 + 2) - *(-1 + (i + 1) + mid);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    *(out + n + i) = *(mid + i - u);
#pragma endscop
}

int main(void)
{
  int n = 37, m = 23;
  double *a = malloc(sizeof(double) * n * m), *x = malloc(sizeof(double) * m), *y = malloc(sizeof(double) * n);
  for (int k = 0; k < n * m; k++) a[k] = (k * 7 % 13) - 6.5;
  for (int k = 0; k < m; k++) x[k] = k * 0.25 - 2.0;
  matvec(n, m, a, x, y);
  double s = 0;
  for (int k = 0; k < n; k++) s += y[k] * (k + 1);
  printf("matvec %.17g\n", s);
  double (*A)[n] = malloc(sizeof(double) * n * n), (*B)[n] = malloc(sizeof(double) * n * n);
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { A[i][j] = (i * 3 + j * 5) % 7; B[i][j] = -1; }
  stencil(n, A, B);
  s = 0;
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) s += B[i][j] * (i + 2 * j);
  printf("stencil %.17g\n", s);
  double *buf = malloc(sizeof(double) * 200), *out = malloc(sizeof(double) * 2 * n);
  for (int k = 0; k < 200; k++) buf[k] = k * 1.5 - 7;
  shift(n, 3u, buf + 100, out);
  s = 0;
  for (int k = 0; k < 2 * n; k++) s += out[k] * (k + 3);
  printf("shift %.17g\n", s);
  free(a); free(x); free(y); free(A); free(B); free(buf); free(out);
  return 0;
}
