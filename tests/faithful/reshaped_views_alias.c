/* One malloc'd buffer seen through two pointers to VLA rows of different lengths (`double (*)[m]` and
   `const double (*)[n]`), written through one and read transposed through the other: the same memory,
   overlapping halves and a shifted view. */
#include <stdio.h>
#include <stdlib.h>

static void tr(int n, int m, double (*a)[m], const double (*b)[n]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j] = a[i][j] * 0.5 + b[j][i];
#pragma endscop
}

int main(void) {
  int n = 24, m = 36;
  double *buf = malloc(sizeof(double) * n * m * 2);
  for (int k = 0; k < n * m * 2; k++) buf[k] = (k * 7) % 13;
  tr(n, m, (double (*)[m])buf, (const double (*)[n])buf);
  tr(n, m, (double (*)[m])(buf + n * m), (const double (*)[n])buf);
  tr(n, m, (double (*)[m])buf, (const double (*)[n])(buf + 5));
  double s = 0;
  for (int k = 0; k < n * m * 2; k++) s = s * 0.999 + buf[k];
  printf("%.10g\n", s);
  free(buf);
  return 0;
}
