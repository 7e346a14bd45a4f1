/* Sizes and a coefficient read with sscanf from a configuration string. */
#include <stdio.h>

static const char *config = "rows=12 cols=9 alpha=0.375";

int main(void) {
  int rows = 0, cols = 0;
  double alpha = 0.0;
  if (sscanf(config, "rows=%d cols=%d alpha=%lf", &rows, &cols, &alpha) != 3) return 1;
  double M[rows][cols], R[cols][rows];
  int i, j;
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++) M[i][j] = i - j * 0.5;
#pragma scop
  for (i = 0; i < rows; i++)
    for (j = 0; j < cols; j++)
      R[j][i] = alpha * M[i][j] + (1.0 - alpha) * M[rows - 1 - i][cols - 1 - j];
#pragma endscop
  for (j = 0; j < cols; j++) printf("%.10f %.10f\n", R[j][0], R[j][rows - 1]);
  return 0;
}
