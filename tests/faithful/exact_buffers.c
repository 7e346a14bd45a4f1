/* Pointer parameters into heap buffers of exactly the size each SCoP touches (no element more): strided
   reads (a[2 * i + 1]), a triangle, a window that starts at a parameter offset, reversed reads, a column
   of a flat matrix with a row length parameter, and a block of rows beginning at row r0. */
#include <stdio.h>
#include <stdlib.h>

static void strided(int n, const double *a, double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = a[2 * i + 1] - a[2 * i];
#pragma endscop
}

static void window(int n, int off, const double *a, double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = a[off + i] + a[off + n - 1 - i];
#pragma endscop
}

static void column(int rows, int ld, int c, const double *m, double *out) {
#pragma scop
  for (int i = 0; i < rows; i++)
    out[i] = m[i * ld + c] * 2;
#pragma endscop
}

static void tri(int n, double *l) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      l[i * (i + 1) / 2 + j] += i - j;
#pragma endscop
}

static void rows(int r0, int r1, int w, double (*a)[w], double *s) {
#pragma scop
  for (int i = r0; i < r1; i++)
    for (int j = 0; j < w; j++)
      s[i - r0] += a[i][j];
#pragma endscop
}

int main(void) {
  int n = 37, w = 11;
  double *a = malloc(sizeof(double) * 2 * n), *b = malloc(sizeof(double) * n);
  for (int i = 0; i < 2 * n; i++) a[i] = i * 0.5 + (i % 3);
  strided(n, a, b);
  double s = 0;
  for (int i = 0; i < n; i++) s += b[i] * (i + 1);
  printf("%.17g\n", s);
  double *c = malloc(sizeof(double) * (5 + n)), *d = malloc(sizeof(double) * n);
  for (int i = 0; i < 5 + n; i++) c[i] = i * i % 17;
  window(n, 5, c, d);
  for (int i = 0; i < n; i++) s += d[i] * (i + 2);
  printf("%.17g\n", s);
  double *m = malloc(sizeof(double) * ((n - 1) * w + 4)), *o = malloc(sizeof(double) * n);
  for (int i = 0; i < (n - 1) * w + 4; i++) m[i] = i % 13 - 6;
  column(n, w, 3, m, o);
  for (int i = 0; i < n; i++) s += o[i] * (i + 3);
  printf("%.17g\n", s);
  double *l = calloc((size_t)n * (n + 1) / 2, sizeof(double));
  tri(n, l);
  for (int i = 0; i < n * (n + 1) / 2; i++) s += l[i] * (i % 7);
  printf("%.17g\n", s);
  double (*g)[w] = malloc(sizeof(double) * 9 * w);
  double *rs = calloc(4, sizeof(double));
  for (int i = 0; i < 9; i++) for (int j = 0; j < w; j++) g[i][j] = i * w + j;
  rows(5, 9, w, g - 0, rs);
  for (int i = 0; i < 4; i++) s += rs[i] * (i + 1);
  printf("%.17g\n", s);
  free(a); free(b); free(c); free(d); free(m); free(o); free(l); free(g); free(rs);
  return 0;
}
