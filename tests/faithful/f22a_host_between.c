/* No pragmas (--autodetect): one function with several nests and host code between them: a printf of a
   partial result, a malloc and its check, a call of a helper that reads an array, a scalar declared
   between two nests, and a read of one element to choose a factor. */
#include <stdio.h>
#include <stdlib.h>

static double peek(const double *v, int k) { return v[k] * 0.5; }

static int run(int n, int m) {
  double *a = malloc(sizeof(double) * n * m);
  float *b;
  int i, j;
  if (!a) return 1;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i * m + j] = (double)((i * 13 + j * 7) % 23) - 11.0;
  printf("a[3] %.10g\n", a[3 * m + 2]);
  b = malloc(sizeof(float) * m);
  if (!b) { free(a); return 2; }
  for (j = 0; j < m; j++) {
    b[j] = 0.0f;
    for (i = 0; i < n; i++)
      b[j] += (float)a[i * m + j];
  }
  double f = peek(a, n / 2) > 0 ? 1.5 : -0.25;
  int off = m / 3;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      a[i * m + j] = a[i * m + j] * f + b[(j + off) % m];
  printf("f %.3g off %d\n", f, off);
  long cnt = 0;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      if (a[i * m + j] > 0) cnt++;
  printf("cnt %ld\n", cnt);
  for (j = 0; j < m; j += 5)
    printf("b %d %.6f\n", j, b[j]);
  for (i = 0; i < n; i += 7)
    printf("a %d %.10g %.10g\n", i, a[i * m], a[i * m + m - 1]);
  free(b);
  free(a);
  return 0;
}

int main(void) {
  int rc = run(37, 29);
  rc += run(8, 61);
  printf("rc %d\n", rc);
  return rc;
}
