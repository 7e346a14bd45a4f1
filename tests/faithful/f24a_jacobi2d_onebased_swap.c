/* Jacobi 2-D 1-based: grids of (n+2) x (n+2) with a fixed halo, one sweep per call from i = 1 to n, the
   time loop in main swapping the two grid pointers between calls (outside the SCoP); the grids are
   malloc'd VLA pointers `double (*)[n + 2]`. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int n, double (*restrict src)[n + 2], double (*restrict dst)[n + 2]) {
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      dst[i][j] = 0.2 * (src[i][j] + src[i - 1][j] + src[i + 1][j] + src[i][j - 1] + src[i][j + 1]);
#pragma endscop
}

int main(void) {
  int n = 50, steps = 21;
  double (*a)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
  double (*b)[n + 2] = malloc(sizeof(double) * (n + 2) * (n + 2));
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++) {
      a[i][j] = ((double)i * (j + 2) + 2) / n;
      b[i][j] = a[i][j];
    }
  for (int t = 0; t < steps; t++) {
    sweep(n, a, b);
    double (*tmp)[n + 2] = a;
    a = b;
    b = tmp;
  }
  double s = 0;
  for (int i = 0; i < n + 2; i++)
    for (int j = 0; j < n + 2; j++)
      s += a[i][j];
  printf("%.10e %.10f %.10f\n", s, a[1][1], a[n / 2][n / 3]);
  free(a);
  free(b);
  return 0;
}
