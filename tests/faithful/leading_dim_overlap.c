/* BLAS-style leading dimensions (C[i * ldc + j] for j < n) called with ldc < n, where rows overlap in
   memory (valid C: the pointer is flat), and with ldc == n and ldc > n; an in-place update whose rows
   overlap makes the order of the writes matter. */
#include <stdio.h>
#include <stdlib.h>

static void scale_add(int m, int n, double *c, int ldc, const double *a, int lda) {
#pragma scop
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      c[i * ldc + j] = c[i * ldc + j] * 0.5 + a[i * lda + j] + i;
#pragma endscop
}

static void smooth(int m, int n, double *c, int ldc) {
#pragma scop
  for (int i = 1; i < m; i++)
    for (int j = 0; j < n; j++)
      c[i * ldc + j] = c[(i - 1) * ldc + j] * 0.25 + c[i * ldc + j];
#pragma endscop
}

int main(void) {
  double *c = malloc(sizeof(double) * 4000), *a = malloc(sizeof(double) * 4000);
  for (int i = 0; i < 4000; i++) { c[i] = (i % 17) * 0.5; a[i] = (i % 5) - 2.0; }
  scale_add(30, 40, c, 50, a, 40);
  scale_add(30, 40, c, 25, a, 40);
  scale_add(20, 40, c, 40, a, 13);
  smooth(30, 40, c, 35);
  smooth(30, 40, c, 50);
  smooth(30, 20, c + 3, 7);
  double s = 0;
  for (int i = 0; i < 4000; i++) s += c[i] * (i % 9 + 1);
  printf("%.12g\n", s);
  free(c); free(a);
  return 0;
}
