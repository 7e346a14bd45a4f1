/* && and || that guard a read at the edge of an array in statements: i > 0 && p[i - 1] > 0 never reads
   p[-1], i < n - 1 ? p[i + 1] : 0 never reads p[n]; p points at the start (and q at the end) of a malloc'd
   block, so reading past the block is not something the translation may do either. */
#include <stdio.h>
#include <stdlib.h>

static void kernel(int n, const double *p, double *q, int *f) {
#pragma scop
  for (int i = 0; i < n; i++) {
    f[i] = (i > 0 && p[i - 1] > 0) || (i < n - 1 && p[i + 1] < -1.0);
    q[i] = (i < n - 1 ? p[i + 1] : 0.0) - (i == 0 ? 0.0 : p[i - 1]);
  }
#pragma endscop
}

int main(void) {
  int n = 37;
  double *p = malloc(sizeof(double) * n), *q = malloc(sizeof(double) * n);
  int *f = malloc(sizeof(int) * n);
  for (int i = 0; i < n; i++) p[i] = (i * 13) % 7 - 3.0;
  kernel(n, p, q, f);
  for (int i = 0; i < n; i++) printf("%d %g %d\n", i, q[i], f[i]);
  kernel(1, p + 5, q + 5, f + 5);
  kernel(2, p + n - 2, q + n - 2, f + n - 2);
  for (int i = 0; i < n; i++) printf("%d %g %d\n", i, q[i], f[i]);
  free(p); free(q); free(f);
  return 0;
}
