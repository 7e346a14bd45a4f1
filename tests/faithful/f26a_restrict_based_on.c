/* Pointers based on a restrict pointer (C11 6.7.3.1p3): restrict promises that an object modified
   through `a` is accessed only through pointers based on `a`, so `double *b = a + 1;` may overlap it in
   valid C.  A local pointer set from the restrict parameter, a parameter the function assigns from it, a
   local restrict pointer and one derived from it, a file-scope pointer set from it, a pointer to VLA rows
   cast from a restrict buffer and read beside it, a table of row pointers the function fills from a
   restrict buffer (a parameter table, then a local one), and disjoint halves of one restrict buffer (tested,
   run in parallel). */
#include <stdio.h>
#include <stdlib.h>
#define N 64
double buf[4 * N];
double *gview;

static void next_from_prev(int n, double *restrict a) {
  double *b = a + 1;
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = a[i] + (i % 3) - 0.5;
#pragma endscop
}

static void assigned_param(int n, double *restrict a, double *c) {
  c = a + 2;
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = a[i] * 0.75 + 1.0;
#pragma endscop
}

static void local_restrict(int n, double *base) {
  double *restrict p = base;
  double *q = p + 3;
#pragma scop
  for (int i = 0; i < n; i++)
    q[i] = p[i] + p[i + 1] * 0.5;
#pragma endscop
}

static void global_from_param(int n, double *restrict a) {
  gview = a + 1;
#pragma scop
  for (int i = 0; i < n; i++)
    gview[i] = a[i] * 2.0 - (i % 4);
#pragma endscop
}

static void rows_of_flat(int n, int m, double *restrict base) {
  double (*A)[m] = (double (*)[m])base;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = base[j * m + i] * 0.5 + (i - j);
#pragma endscop
}

static void table_from_buffer(int n, int m, double *restrict data, double **rows) {
  for (int i = 0; i < n; i++) rows[i] = data + i * m + 1;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m - 1; j++)
      rows[i][j] = data[i * m + j] * 0.5 + (j % 3);
#pragma endscop
}

static void local_table(int n, int m, double *restrict data) {
  double *rows[16];
  for (int i = 0; i < n; i++) rows[i] = data + (n - 1 - i) * m;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      rows[i][j] = rows[i][j] + data[i * m + j] * 0.25;
#pragma endscop
}

static void halves(int n, double *restrict a) {
  double *hi = a + n;
#pragma scop
  for (int i = 0; i < n; i++)
    hi[i] = a[i] * 3.0;
#pragma endscop
}

static void reset(void) { for (int i = 0; i < 4 * N; i++) buf[i] = (i % 7) * 0.5 - 1.0; }
static void show(const char *what) {
  double s = 0;
  for (int i = 0; i < 4 * N; i++) s += buf[i] * ((i % 13) + 1);
  printf("%s %.17g %g %g %g\n", what, s, buf[9], buf[N - 1], buf[2 * N + 5]);
}
int main(void) {
  double *tab[16];
  reset(); next_from_prev(N, buf); show("based local");
  reset(); assigned_param(N, buf, buf + 3 * N); show("assigned param");
  reset(); local_restrict(N, buf); show("local restrict");
  reset(); global_from_param(N, buf); show("file-scope pointer");
  reset(); rows_of_flat(12, 12, buf); show("rows of flat");
  reset(); table_from_buffer(16, 12, buf, tab); show("table from buffer");
  reset(); local_table(16, 12, buf); show("local table");
  reset(); halves(N, buf); show("halves");
  return 0;
}
