/* One function called on sub-views of one buffer: a batch of small matrices stored back to back
   (f(a + k*n*n, ...)), a tridiagonal smoothing applied in place (out == in) and out of place, and a
   function whose two arguments are overlapping windows of the same array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void square_add(int n, double *c, const double *a, const double *b) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double s = 0.0;
      for (int k = 0; k < n; k++)
        s += a[i * n + k] * b[k * n + j];
      c[i * n + j] += s;
    }
#pragma endscop
}

static void smooth(int n, double *out, const double *in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
#pragma endscop
}

static void shift_add(int n, double *dst, const double *src) {
#pragma scop
  for (int i = 0; i < n; i++)
    dst[i] = dst[i] + src[i];
#pragma endscop
}

int main(void) {
  int n = 6, batch = 7;
  double *a = malloc(sizeof(double) * (size_t)(batch * n * n));
  double *c = calloc((size_t)(batch * n * n), sizeof(double));
  for (int i = 0; i < batch * n * n; i++) a[i] = ((i * 5) % 13) * 0.1 - 0.6;
  for (int k = 0; k + 1 < batch; k++)
    square_add(n, c + k * n * n, a + k * n * n, a + (k + 1) * n * n);
  /* c[k] += c[k] * a[k]: the output also read as an input (in place) */
  square_add(n, c + 2 * n * n, c + 3 * n * n, c + 4 * n * n);
  int m = 60;
  double *u = malloc(sizeof(double) * (size_t)m), *v = malloc(sizeof(double) * (size_t)m);
  for (int i = 0; i < m; i++) u[i] = (i % 10 == 0) ? 10.0 : 0.0;
  memcpy(v, u, sizeof(double) * (size_t)m);
  smooth(m, v, u);          /* out of place */
  smooth(m, u, u);          /* in place: the sequential order reads updated values */
  double *w = malloc(sizeof(double) * 50);
  for (int i = 0; i < 50; i++) w[i] = i;
  shift_add(40, w + 3, w);  /* dst ahead of src: a recurrence */
  shift_add(40, w, w + 5);  /* dst behind src */
  double s1 = 0, s2 = 0, s3 = 0, s4 = 0;
  for (int i = 0; i < batch * n * n; i++) s1 += c[i] * (i % 7 + 1);
  for (int i = 0; i < m; i++) { s2 += v[i] * (i + 1); s3 += u[i] * (i + 1); }
  for (int i = 0; i < 50; i++) s4 += w[i] * (i % 4 + 1);
  printf("%.17g\n%.17g\n%.17g\n%.17g\n", s1, s2, s3, s4);
  free(a); free(c); free(u); free(v); free(w);
  return 0;
}
