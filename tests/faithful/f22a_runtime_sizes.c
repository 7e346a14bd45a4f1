/* No pragmas (--autodetect): sizes read at run time (from argv, with defaults fixed in the source) and
   passed to functions that allocate variable-length arrays and run nests on them; a size of 1 and a size
   that is a prime. */
#include <stdio.h>
#include <stdlib.h>

static void gram(int n, int m, double (*a)[m], double (*g)[n]) {
  int i, j, k;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      g[i][j] = 0;
      for (k = 0; k < m; k++)
        g[i][j] += a[i][k] * a[j][k];
    }
}

static void run(int n, int m) {
  double (*a)[m] = malloc(sizeof(double[n][m]));
  double (*g)[n] = malloc(sizeof(double[n][n]));
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i][j] = ((i + 2 * j) % 5) - 1.5;
  gram(n, m, a, g);
  double tr = 0;
  for (i = 0; i < n; i++)
    tr += g[i][i];
  printf("n %d m %d tr %.10g g %.10g %.10g\n", n, m, tr, g[0][n - 1], g[n - 1][0]);
  free(a);
  free(g);
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 31;
  int m = argc > 2 ? atoi(argv[2]) : 17;
  run(n, m);
  run(1, m);
  run(n, 1);
  run(m, n);
  return 0;
}
