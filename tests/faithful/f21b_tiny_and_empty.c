/* Edge sizes: 1-element arrays (a scalar kept as double acc[1]), loops of one iteration, zero-trip
   loops from run-time sizes (n = 0, lo > hi), and an inner loop that is empty for some outer iterations. */
#include <stdio.h>
#include <stdlib.h>

static void kernel(int n, int lo, int hi, double acc[1], double *a, double *b, double c[1][1]) {
#pragma scop
  for (int i = 0; i < n; i++)
    a[i] = a[i] * 2.0 + 1.0;
  for (int i = lo; i < hi; i++)
    b[i] = b[i] - a[i];
  for (int i = 0; i < 1; i++)
    c[i][i] = c[i][i] + 3.5;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    acc[0] += a[i] * b[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + lo; j < hi; j++)
      a[i] += 0.001 * b[j];
#pragma endscop
}

int main(void) {
  int sizes[][3] = { { 0, 0, 0 }, { 1, 0, 1 }, { 5, 3, 2 }, { 40, 10, 40 }, { 40, 39, 40 }, { 0, 5, 40 } };
  double *a = malloc(40 * sizeof *a), *b = malloc(40 * sizeof *b);
  for (int i = 0; i < 40; i++) { a[i] = i * 0.5 - 3.0; b[i] = 1.0 / (i + 1); }
  double acc[1] = { 0.0 };
  double c[1][1] = { { -1.0 } };
  for (int k = 0; k < 6; k++) {
    kernel(sizes[k][0], sizes[k][1], sizes[k][2], acc, a, b, c);
    printf("%d %.17g %.17g\n", k, acc[0], c[0][0]);
  }
  double s = 0;
  for (int i = 0; i < 40; i++) s += a[i] * (i + 1) + b[i];
  printf("%.17g\n", s);
  free(a); free(b);
  return 0;
}
