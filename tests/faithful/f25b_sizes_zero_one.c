/* One function called with many sizes, 0 and 1 among them, on a 2-D triangular nest and a product. */
#include <stdio.h>
#define MAXN 20

static double L[MAXN][MAXN], x[MAXN], y[MAXN];

static double tri(int n) {
  int i, j;
  double t = 0.0;
#pragma scop
  for (i = 0; i < n; i++) {
    y[i] = 0.0;
    for (j = 0; j <= i; j++)
      y[i] += L[i][j] * x[j];
  }
  for (i = 0; i < n; i++)
    t += y[i];
#pragma endscop
  return t;
}

int main(void) {
  for (int i = 0; i < MAXN; i++) {
    x[i] = 1.0 + i % 3;
    for (int j = 0; j < MAXN; j++) L[i][j] = (i + 2 * j) % 5 - 2.0;
  }
  int sizes[] = { 0, 1, 2, 0, 7, 1, 20, 19, 0 };
  for (unsigned k = 0; k < sizeof sizes / sizeof *sizes; k++)
    printf("n=%d %.6f %.6f\n", sizes[k], tri(sizes[k]), y[0]);
  return 0;
}
