/* One function with three pointer parameters called, in one program, with the same array at
   overlapping offsets (z = x + 1, z = y - 1, x == y == z, all three one element apart), with disjoint
   thirds of one allocation and with distinct arrays; an in-place 5-point sweep on rows through two names
   (`double (*out)[N]` and `const double (*in)[N]`: out == in, out one row below, one column right, and a
   separate matrix); and a copy-shift through a `const double *` that aliases the written pointer. */
#include <stdio.h>
#include <stdlib.h>
#define N 32

static void axpbyz(int n, double a, const double *x, const double *y, double *z) {
#pragma scop
  for (int i = 0; i < n; i++)
    z[i] = a * x[i] + y[i] * 0.5 + (i % 3);
#pragma endscop
}

static void sweep(int n, double (*out)[N], const double (*in)[N]) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < N - 2; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1]);
#pragma endscop
}

static void copy_shift(int n, int k, double *dst, const double *src) {
#pragma scop
  for (int i = 0; i < n; i++)
    dst[i] = src[i + k] - 1.0;
#pragma endscop
}

static double *v, *w;
static double (*G)[N], (*H)[N];
static void reset(void) {
  for (int i = 0; i < 3 * N + 4; i++) { v[i] = (i % 7) - 3.0; w[i] = (i % 4) * 0.5; }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) { G[i][j] = (i * 3 + j * 5) % 9; H[i][j] = (i + j) % 4; }
}
static void show(const char *what) {
  double s = 0, t = 0;
  for (int i = 0; i < 3 * N + 4; i++) s += v[i] * ((i % 11) + 1) + w[i] * (i % 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) t += G[i][j] * ((i + 2 * j) % 13) + H[i][j] * (i % 5);
  printf("%s %.17g %.17g %g\n", what, s, t, v[N]);
}
int main(void) {
  v = malloc(sizeof(double) * (3 * N + 4));
  w = malloc(sizeof(double) * (3 * N + 4));
  G = malloc(sizeof(double) * N * N);
  H = malloc(sizeof(double) * N * N);
  reset(); axpbyz(N, 2.0, v, v + 2, v + 1); show("z = x + 1");
  reset(); axpbyz(N, 2.0, v + 2, v + 1, v); show("z = y - 1");
  reset(); axpbyz(N, -1.0, v, v, v); show("x == y == z");
  reset(); axpbyz(N, 0.5, v + 2, v + 1, v + 3); show("steps of one");
  reset(); axpbyz(N, 3.0, v, v + N, v + 2 * N); show("thirds");
  reset(); axpbyz(N, 3.0, v, w, w + N); show("distinct");
  reset(); sweep(N, G, (const double (*)[N])G); show("in place");
  reset(); sweep(N - 1, G + 1, (const double (*)[N])G); show("row below");
  reset(); sweep(N, (double (*)[N])&G[0][1], (const double (*)[N])G); show("column right");
  reset(); sweep(N, H, (const double (*)[N])G); show("separate");
  reset(); copy_shift(2 * N, 1, v, v); show("shift left");
  reset(); copy_shift(2 * N, -1 + 2, v + 1, v); show("shift right");
  reset(); copy_shift(N, N, v, v); show("halves");
  free(v); free(w); free(G); free(H);
  return 0;
}
