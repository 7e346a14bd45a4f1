/* mvt (x1 += A y1, x2 += A^T y2) with every loop written downwards, `for (i = n - 1; i >= 0; --i)`,
   the way someone who learned on unsigned-free reverse loops writes them; sizes are parameters. */
#include <stdio.h>

#define NMAX 60

static double A[NMAX][NMAX], x1[NMAX], x2[NMAX], y1v[NMAX], y2v[NMAX];

int main(void) {
  int n = 53;
  for (int i = 0; i < n; i++) {
    x1[i] = (double)(i % n) / n;
    x2[i] = (double)((i + 1) % n) / n;
    y1v[i] = (double)((i + 3) % n) / n;
    y2v[i] = (double)((i + 4) % n) / n;
    for (int j = 0; j < n; j++)
      A[i][j] = (double)(i * j % n) / n;
  }
  int i, j;
#pragma scop
  for (i = n - 1; i >= 0; --i)
    for (j = n - 1; j >= 0; --j)
      x1[i] = x1[i] + A[i][j] * y1v[j];
  for (i = n - 1; i >= 0; --i)
    for (j = n - 1; j >= 0; --j)
      x2[i] = x2[i] + A[j][i] * y2v[j];
#pragma endscop
  double s = 0;
  for (i = 0; i < n; i++)
    s += x1[i] - 0.5 * x2[i];
  printf("%.10e %.8f %.8f\n", s, x1[n / 2], x2[n - 1]);
  return 0;
}
