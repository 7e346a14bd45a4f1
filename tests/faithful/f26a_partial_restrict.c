/* restrict on some parameters only: `f(n, o, x, y)` with `o` restrict and x, y plain pointers that the
   caller makes overlap (x ahead of y, behind it, equal, one half apart) or not; a second function whose
   restrict table of weights sits between two plain pointers into one array (z = x + 3, z = x - 1, z == x). */
#include <stdio.h>
#define N 96
double A[2 * N + 8], B[2 * N + 8], O[N];

static void f(int n, double *restrict o, double *x, const double *y) {
#pragma scop
  for (int i = 0; i < n; i++) {
    x[i] = y[i] + (i % 3) - 0.75;
    o[i] = x[i] * 2.0;
  }
#pragma endscop
}

static void g(int n, double *x, double *restrict w, double *z) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < 4; j++)
      z[4 * i + j] = x[4 * i + j + 1] * 0.5 + w[j];
#pragma endscop
}

static void reset(void) {
  for (int i = 0; i < 2 * N + 8; i++) { A[i] = (i % 13) * 0.25; B[i] = 1.0 / (i + 1); }
}
static void show(void) {
  double s = 0, t = 0;
  for (int i = 0; i < 2 * N + 8; i++) { s += A[i] * (i + 1); t += B[i] * (i % 5); }
  for (int i = 0; i < N; i++) t += O[i] * (i % 7);
  printf("%.17g %.17g %g %g %g\n", s, t, A[5], A[N], A[N + 3]);
}
int main(void) {
  double w[4] = {0.5, -1.0, 2.0, 0.25};
  reset(); f(N, O, A + 1, A); show();
  reset(); f(N, O, A, A + 1); show();
  reset(); f(N, O, A, A); show();
  reset(); f(N, O, A + N, A); show();
  reset(); f(N, O, A, B); show();
  reset(); g(N / 4, A, w, A); show();
  reset(); g(N / 4, A + 1, w, A); show();
  reset(); g(N / 4, A, w, A + 3); show();
  reset(); g(N / 4, A, w, B); show();
  return 0;
}
