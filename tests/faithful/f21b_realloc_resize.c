/* Buffers whose size changes around the same SCoP: a work array realloc'ed larger between two runs of
   one function, buffers freed and allocated again with different sizes in a loop (growing and
   shrinking), and calloc'ed storage whose zeros the SCoP relies on. */
#include <stdio.h>
#include <stdlib.h>

static void prefix_pass(int n, double *w, const double *x) {
#pragma scop
  for (int i = 0; i < n; i++)
    w[i] = x[i] * x[i] + 1.0;
  for (int i = 1; i < n; i++)
    w[i] = w[i] + 0.5 * w[i - 1];
#pragma endscop
}

static void accumulate(int n, int m, double *acc, const double *w) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      acc[i] += w[i + j] * (double)(j + 1);
#pragma endscop
}

int main(void) {
  int n = 40;
  double *x = malloc(sizeof(double) * (size_t)n);
  double *w = malloc(sizeof(double) * (size_t)n);
  for (int i = 0; i < n; i++) x[i] = (i % 6) * 0.3 - 0.8;
  prefix_pass(n, w, x);
  double s0 = 0;
  for (int i = 0; i < n; i++) s0 += w[i];
  printf("%.17g\n", s0);
  /* grow both buffers and run again on the larger size */
  int n2 = 97;
  x = realloc(x, sizeof(double) * (size_t)n2);
  w = realloc(w, sizeof(double) * (size_t)n2);
  for (int i = n; i < n2; i++) x[i] = (i % 5) * -0.2 + 0.4;
  prefix_pass(n2, w, x);
  double s1 = 0;
  for (int i = 0; i < n2; i++) s1 += w[i] * (i + 1);
  printf("%.17g\n", s1);
  /* shrink */
  w = realloc(w, sizeof(double) * 13);
  prefix_pass(13, w, x);
  printf("%.17g\n", w[12]);
  /* free and allocate again with other sizes, each time calloc'ed */
  int sizes[] = { 5, 64, 1, 33, 64, 2 };
  double total = 0;
  for (int t = 0; t < 6; t++) {
    int k = sizes[t];
    double *acc = calloc((size_t)k, sizeof *acc);
    double *ww = malloc(sizeof(double) * (size_t)(k + t + 3));
    for (int i = 0; i < k + t + 3; i++) ww[i] = (double)((i * 7 + t) % 9) - 4.0;
    accumulate(k, t + 3, acc, ww);
    double s = 0;
    for (int i = 0; i < k; i++) s += acc[i] * (i % 3 + 1);
    printf("%d %.17g\n", k, s);
    total += s;
    free(acc); free(ww);
  }
  printf("%.17g\n", total);
  free(x); free(w);
  return 0;
}
