/* A pointer to VLA rows whose row length is a global: the function declares `double (*g)[cols]`, then a
   called function changes `cols`; the rows keep the length C gave them at the declaration (and the same with a parameter
   `double g[][cols]`), so those SCoPs stay on the host; one after a call of the C library is offloaded. */
#include <stdio.h>
#include <stdlib.h>
int cols = 9;
static void set_cols(int c) { cols = c; }

static double run(int rows) {
  double (*g)[cols] = malloc(rows * sizeof *g);
  double (*h)[cols + 1] = malloc(rows * sizeof *h);
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 9; j++) { g[i][j] = i * 10 + j; h[i][j] = -j; }
  set_cols(4);
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 4; j++)
      g[i][j] = g[i][j] * 2 + h[i][j + 5];
#pragma endscop
  double s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 9; j++) s = s * 0.9 + g[i][j];
  free(g); free(h);
  set_cols(9);
  return s;
}

/* the same through a parameter whose row length is the global */
static void scale_rows(int rows, double g[][cols]) {
  set_cols(3);
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 3; j++)
      g[i][j] = g[i][j] * 3 + i;
#pragma endscop
}

/* a call of the C library only (which assigns no object of the program): offloaded */
static double lib_only(int rows) {
  double (*g)[cols] = calloc(rows, sizeof *g);
  printf("cols %d\n", cols);
#pragma scop
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      g[i][j] = i - 2 * j;
#pragma endscop
  double s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++) s = s * 0.9 + g[i][j];
  free(g);
  return s;
}

int main(void) {
  printf("%.12g\n", run(30));
  printf("%.12g\n", run(5));
  static double M[20][9];
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 9; j++) M[i][j] = i + j * 0.5;
  scale_rows(20, M);
  set_cols(9);
  double s = 0;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 9; j++) s = s * 0.9 + M[i][j];
  printf("%.12g %.12g\n", s, lib_only(17));
  return 0;
}
