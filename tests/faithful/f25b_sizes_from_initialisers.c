/* File-scope arrays whose sizes come from their initialisers (`[]` with a list, a designator past the
   list, a 2-D `[][3]`), an `extern` of incomplete type declared before use and completed later. */
#include <stdio.h>

extern double late[];
static const double coef[] = { 0.5, -0.25, 0.125, 2.0, 1.0, -1.0, 0.75 };
int idx[] = { 4, 2, [9] = 1 };
double grid[][3] = { { 1, 2, 3 }, { 4, 5, 6 }, { 7, 8, 9 }, { -1, -2, -3 } };
double res[16], rowsum[4];

static void go(void) {
  int i, j;
#pragma scop
  for (i = 0; i < 7; i++)
    res[i] = coef[i] * late[i] + idx[i + 3];
  for (i = 0; i < 4; i++) {
    rowsum[i] = 0.0;
    for (j = 0; j < 3; j++)
      rowsum[i] += grid[i][j] * coef[i + j];
  }
  for (i = 0; i < 10; i++)
    idx[i] = idx[i] * 3 + i;
#pragma endscop
}

double late[12] = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8 };

int main(void) {
  go();
  go();
  for (int i = 0; i < 7; i++) printf("%.6f ", res[i]);
  printf("\n%.6f %.6f %.6f %.6f\n", rowsum[0], rowsum[1], rowsum[2], rowsum[3]);
  for (int i = 0; i < 10; i++) printf("%d ", idx[i]);
  printf("\n%zu %zu\n", sizeof idx / sizeof *idx, sizeof grid / sizeof *grid);
  return 0;
}
