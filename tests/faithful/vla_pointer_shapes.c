/* 2-D data in the shapes C allows, with sizes that are expressions: a pointer to a VLA row from malloc
   (double (*a)[m]), VLA parameters whose extents are other parameters' expressions (n + 1, 2 * m, n / 2),
   a size from a global, an enumeration constant and sizeof arithmetic. */
#include <stdio.h>
#include <stdlib.h>

enum { W = 12 };
int gcols = 9;
static double T[W][sizeof(double[W]) / sizeof(double) + 1];   /* T[12][13] */

static void fill(int n, int m, double a[n + 1][2 * m], double b[n / 2][m]) {
#pragma scop
  for (int i = 0; i <= n; i++)
    for (int j = 0; j < 2 * m; j++)
      a[i][j] = a[i][j] * 0.5 + i - j;
  for (int i = 0; i < n / 2; i++)
    for (int j = 0; j < m; j++)
      b[i][j] = a[2 * i + 1][2 * j] + a[2 * i][2 * j + 1];
#pragma endscop
}

static void cols(int n, double g[][gcols], double (*t)[W + 1]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < gcols; j++)
      g[i][j] = g[i][j] + t[i % W][j + 3] * 2;
#pragma endscop
}

int main(void) {
  int n = 7, m = 5;
  double (*a)[2 * m] = malloc(sizeof(double[n + 1][2 * m]));
  double (*b)[m] = malloc((size_t)(n / 2) * sizeof *b);
  for (int i = 0; i <= n; i++)
    for (int j = 0; j < 2 * m; j++) a[i][j] = (i * 3 + j) % 7;
  for (int i = 0; i < n / 2; i++)
    for (int j = 0; j < m; j++) b[i][j] = -1;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < W + 1; j++) T[i][j] = i + 0.25 * j;
  fill(n, m, a, b);
  fill(n - 2, m - 1, a, b);   /* other shapes over the same storage */
  double s = 0;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j < 2 * m; j++) s = s * 0.99 + a[i][j];
  for (int i = 0; i < n / 2; i++)
    for (int j = 0; j < m; j++) s = s * 0.99 + b[i][j];
  printf("%.12g\n", s);
  int rows = 20;
  double (*g)[gcols] = calloc(rows, sizeof *g);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < gcols; j++) g[i][j] = i - j;
  cols(rows, g, T);
  gcols = 4;                      /* the same storage seen with rows of 4 */
  cols(rows, (double (*)[gcols])g[0], T);
  s = 0;
  for (int i = 0; i < rows * 9; i++) s = s * 0.99 + g[0][i];
  printf("%.12g\n", s);
  free(a); free(b); free(g);
  return 0;
}
