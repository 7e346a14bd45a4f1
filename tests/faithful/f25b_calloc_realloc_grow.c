/* An array from calloc, grown with realloc between two calls of the same SCoP function (the pointer
   changes; the new tail is initialised by the program). */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, double *v, double *w) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    w[i] = v[i] * v[i] - 1.0;
  for (i = 0; i < n; i++)
    v[i] = w[i] + (i % 2 ? 0.5 : -0.5);
#pragma endscop
}

int main(void) {
  int n = 30;
  double *v = calloc((size_t)n, sizeof(double));
  double *w = calloc((size_t)n, sizeof(double));
  for (int i = 0; i < n; i++) v[i] = (i % 4) * 0.25;
  step(n, v, w);
  int m = 75;
  v = realloc(v, sizeof(double) * (size_t)m);
  w = realloc(w, sizeof(double) * (size_t)m);
  for (int i = n; i < m; i++) v[i] = (i % 3) * 0.5;
  step(m, v, w);
  step(m, v, w);
  for (int i = 0; i < m; i += 8) printf("%d %.12g %.12g\n", i, v[i], w[i]);
  free(v); free(w);
  return 0;
}
