/* Array extents given by enumeration constants declared in the user's file. */
#include <stdio.h>
enum { ROWS = 24, COLS = ROWS + 8 };

double A[ROWS][COLS], B[ROWS][COLS];

int main(void) {
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) A[i][j] = i - 0.5 * j;
#pragma scop
  for (int i = 1; i < ROWS - 1; i++)
    for (int j = 1; j < COLS - 1; j++)
      B[i][j] = (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]) * 0.25;
#pragma endscop
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) printf("%.4f\n", B[i][j]);
  return 0;
}
