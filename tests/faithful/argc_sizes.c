/* Sizes from the command line with defaults (the check runs without arguments): n from atoi of a
   default string, m from argc, heap arrays of VLA rows (double (*)[m]), a size_t extent from strtoul,
   and a SCoP in a function called with the sizes and with smaller views of the same rows. */
#include <stdio.h>
#include <stdlib.h>

static void blur(int n, int m, double (*restrict out)[m], double (*restrict in)[m]) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] + 4 * in[i][j]) / 8;
#pragma endscop
}

static void scale(size_t len, double *v, double f) {
#pragma scop
  for (size_t k = 0; k < len; k++)
    v[k] *= f;
#pragma endscop
}

int main(int argc, char **argv) {
  int n = atoi(argc > 1 ? argv[1] : "45");
  int m = argc * 30 + 3;
  size_t len = strtoul(argc > 2 ? argv[2] : "100", NULL, 10);
  double (*a)[m] = malloc(sizeof(double[n][m])), (*b)[m] = calloc(n, sizeof *b);
  double *v = malloc(len * sizeof *v);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) a[i][j] = (i * 7 + j * 3) % 11 - 5.5;
  for (size_t k = 0; k < len; k++) v[k] = (double)k / 3;
  blur(n, m, b, a);
  blur(n / 2, m, b + n / 2, a + n / 2);
  scale(len, v, 1.5);
  scale(len / 3, v + 5, -2.0);
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) s += b[i][j] * ((i + j) % 5 + 1);
  for (size_t k = 0; k < len; k++) s += v[k] * (double)(k % 3);
  printf("%.17g %d %d %zu\n", s, n, m, len);
  free(a); free(b); free(v);
  return 0;
}
