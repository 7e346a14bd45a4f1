/* One function with a SCoP called many times: distinct arrays, the same array as input and output
   (aliasing in one call, not in the next), a pointer into the middle of the array (ahead and behind),
   sizes that grow and shrink, a buffer freed and allocated again between calls (the allocator may hand
   back the same address for another object), realloc'd storage, and calls with n = 0 and NULL. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void smooth(int n, double *y, const double *x, double w) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = w * x[i] + (1.0 - w) * x[i + 1] + 0.125 * (i % 3);
#pragma endscop
}

/* writes only y[lo..hi), reads y around it */
static void band(int lo, int hi, double *y, const double *x) {
#pragma scop
  for (int i = lo; i < hi; i++)
    y[i] = y[i] * 0.5 + x[i - lo] * 0.25;
#pragma endscop
}

static double sum(const double *v, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += v[i] * ((i % 5) + 1);
  return s;
}

static void fill(double *v, int n, int seed) {
  for (int i = 0; i < n; i++) v[i] = ((i * 29 + seed * 7) % 41) * 0.125 - 2.0;
}

int main(void) {
  int n = 300;
  double *a = malloc(sizeof(double) * (n + 8));
  double *b = malloc(sizeof(double) * (n + 8));
  fill(a, n + 8, 1); fill(b, n + 8, 2);
  smooth(n, b, a, 0.75);
  printf("distinct %.17g %.17g\n", sum(b, n + 8), sum(a, n + 8));
  fill(a, n + 8, 3);
  smooth(n, a, a, 0.5);          /* in place: C reads x[i + 1] before y[i + 1] is written */
  printf("same %.17g\n", sum(a, n + 8));
  fill(a, n + 8, 4);
  smooth(n - 4, a + 3, a, 0.25);   /* y ahead of x */
  printf("ahead %.17g\n", sum(a, n + 8));
  fill(a, n + 8, 5);
  smooth(n - 4, a, a + 3, 0.25);   /* y behind x */
  printf("behind %.17g\n", sum(a, n + 8));
  fill(a, n + 8, 6);
  smooth(n / 2, a + n / 2, a, 0.9);  /* disjoint halves of one buffer */
  printf("halves %.17g\n", sum(a, n + 8));
  smooth(0, NULL, NULL, 0.5);
  smooth(0, b, a, 0.5);
  printf("empty %.17g\n", sum(b, n + 8));
  /* sizes that grow and shrink, buffers freed and allocated again */
  int sizes[] = { 17, 250, 3, 1, 120, 250, 8 };
  double check = 0;
  for (int t = 0; t < 7; t++) {
    int k = sizes[t];
    free(b);
    b = malloc(sizeof(double) * (k + 1));
    double *x = malloc(sizeof(double) * (k + 1));
    fill(x, k + 1, t);
    for (int i = 0; i <= k; i++) b[i] = -1.0 - i;
    smooth(k, b, x, 0.125 * t);
    check += sum(b, k + 1);
    printf("t%d %.17g %g\n", t, sum(b, k + 1), b[k]);
    free(x);
  }
  /* realloc'd: the region writes the prefix, the host's tail must stay */
  b = realloc(b, sizeof(double) * 400);
  for (int i = 0; i < 400; i++) b[i] = i * 0.01;
  double *x = malloc(sizeof(double) * 401);
  fill(x, 401, 9);
  smooth(200, b, x, 0.3);
  printf("prefix %.17g\n", sum(b, 400));
  b = realloc(b, sizeof(double) * 100);
  smooth(100, b, x, 0.6);
  printf("shrunk %.17g\n", sum(b, 100));
  /* band: partial writes with the host changing elements around it between calls */
  for (int i = 0; i < 100; i++) b[i] = i * 0.5;
  band(10, 30, b, x);
  b[9] = 77.0; b[30] = -77.0; b[20] = 5.0;
  band(20, 60, b, x);
  memset(b + 40, 0, sizeof(double) * 10);
  band(35, 45, b, b + 50);
  band(45, 45, b, x);
  band(50, 60, b, b + 45);          /* x overlaps y's range from below */
  printf("band %.17g %.17g\n", sum(b, 100), check);
  free(a); free(b); free(x);
  return 0;
}
