/* No pragmas (--autodetect): nests inside `if`/`else` branches chosen on data (a sum computed by a
   nest), an `else if` chain, and a nest after the branches that reads what either wrote. */
#include <stdio.h>

#define N 48
static double x[N][N], y[N][N];
static int tag[N];

static void step(int n, int mode) {
  int i, j;
  double s = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      s += x[i][j];
  if (s > 0.0) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        y[i][j] = x[i][j] - s / (n * n);
  } else if (mode == 1) {
    for (i = 1; i < n - 1; i++)
      for (j = 0; j < n; j++)
        y[i][j] = 0.5 * (x[i - 1][j] + x[i + 1][j]);
    for (j = 0; j < n; j++) { y[0][j] = x[0][j]; y[n - 1][j] = x[n - 1][j]; }
  } else {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        y[i][j] = x[j][i];
  }
  for (i = 0; i < n; i++) {
    tag[i] = 0;
    for (j = 0; j < n; j++)
      tag[i] += y[i][j] > x[i][j];
  }
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i][j] = y[i][j] * 0.75 - 0.1 * (i - j);
  printf("s %.10g y %.10g %.10g tag %d %d\n", s, y[1][2], y[n - 2][n - 3], tag[0], tag[n - 1]);
}

int main(void) {
  int i, j, r;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++)
      x[i][j] = ((i * 5 + j * 11) % 19) * 0.125 - 1.0;
  for (r = 0; r < 6; r++)
    step(r % 2 ? N : N - 5, r % 3);
  return 0;
}
