/* One SCoP function called from several places with sizes 0, 1, 2, odd, a prime and large, and on
   different arrays through pointer parameters (a vector update, a 2-D row-major product over a flat
   buffer, a prefix-like sweep), the results of every call folded into a checksum. */
#include <stdio.h>
#include <stdlib.h>
static double check = 0;

static void scale_add(int n, double *restrict y, const double *restrict x, double a) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
#pragma endscop
}

static void matvec_flat(int m, int n, const double *A, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < m; i++) {
    y[i] = 0;
    for (int j = 0; j < n; j++)
      y[i] += A[i * n + j] * x[j];
  }
#pragma endscop
}

static void running(int n, double *v) {
#pragma scop
  for (int i = 1; i < n; i++)
    v[i] = v[i] + 0.5 * v[i - 1];
#pragma endscop
}

static void fold(int n, const double *v) {
  for (int i = 0; i < n; i++) check += v[i] * ((i % 13) + 1);
}

int main(void) {
  int sizes[] = { 0, 1, 2, 7, 31, 97, 1000, 4099 };
  int ns = (int)(sizeof sizes / sizeof sizes[0]);
  for (int s = 0; s < ns; s++) {
    int n = sizes[s];
    double *x = malloc(sizeof(double) * (n + 1));
    double *y = malloc(sizeof(double) * (n + 1));
    double *A = malloc(sizeof(double) * ((size_t)n * 8 + 1));
    for (int i = 0; i < n; i++) { x[i] = (i % 11) * 0.5; y[i] = 1.0 / (i + 1); }
    for (int i = 0; i < n * 8; i++) A[i] = (i % 7) - 3;
    scale_add(n, y, x, 1.5);
    scale_add(n / 2, y + n / 2, x, -0.25);
    fold(n, y);
    if (n >= 8) {
      matvec_flat(n, 8, A, x, y);
      matvec_flat(8, n, A, x, y);
      fold(n, y);
    }
    running(n, x);
    running(n > 3 ? 3 : n, y);
    fold(n, x);
    fold(n, y);
    free(x); free(y); free(A);
  }
  printf("%.17g\n", check);
  return 0;
}
