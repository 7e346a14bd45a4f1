/* VLA parameters whose SCoPs touch row 0 (or row h - 1) outside every loop over the rows: called with
   h = 0 or n = 0, C still reads and writes those elements of the caller's arrays (which are larger), so
   the declared first extent is not the number of rows the SCoP uses; and a row h - 2 that is below row 0
   for h = 1 (the original code runs there). */
#include <stdio.h>
static void prefix(int n, double r[n], double y[n]) {
#pragma scop
  y[0] = -r[0];
  for (int i = 1; i < n; i++)
    y[i] = y[i - 1] * 0.5 + r[i];
#pragma endscop
}

static void edge(int h, int w, double a[h][w]) {
#pragma scop
  for (int j = 0; j < w; j++)
    a[0][j] = j + 0.5;
  for (int i = 1; i < h; i++)
    for (int j = 0; j < w; j++)
      a[i][j] = a[i - 1][j] + 1;
#pragma endscop
}

static void back(int h, int w, double a[h][w], double b[h][w]) {
#pragma scop
  for (int j = 0; j < w; j++)
    b[h - 1][j] = a[h - 1][j] * 2;
  for (int i = 0; i < h - 1; i++)
    for (int j = 0; j < w; j++)
      b[i][j] = a[i][j] - a[i + 1][j];
  for (int j = 0; j < w; j++)
    b[h - 2][j] += 100;
#pragma endscop
}

int main(void) {
  static double r[10] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, y[10], a[6][4], b[6][4];
  prefix(0, r, y);
  prefix(1, r + 1, y + 5);
  prefix(3, r + 4, y + 7);
  edge(0, 4, a);
  edge(1, 3, a + 2);
  edge(2, 4, a + 4);
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 4; j++) b[i][j] = -1;
  back(1, 4, a + 1, b + 1);    /* b[h - 2] is b[0] of the caller */
  back(3, 4, a + 3, b + 3);
  for (int i = 0; i < 10; i++) printf("%g ", y[i]);
  printf("\n");
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 4; j++) printf("%g %g ", a[i][j], b[i][j]);
    printf("\n");
  }
  return 0;
}
