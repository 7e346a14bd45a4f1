/* The same array passed as two parameters: in place (a == b), shifted by one element both ways
   (a = x + 1, b = x; a = x, b = x + 1), by a row (a = M + n, b = M), overlapping ranges in a 2-D
   function, one parameter const (read-only), and a float view of double data is not used (types match). */
#include <stdio.h>
#define N 120
#define R 10
#define C 12

static void axpy(int n, double *y, const double *x, double alpha) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i] + y[i] * 0.5;
#pragma endscop
}

static void smooth(int n, double *out, const double *in) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + 2 * in[i] + in[i + 1]) * 0.25;
#pragma endscop
}

static void rows(int r, int c, double *dst, const double *src) {
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      dst[i * C + j] = src[i * C + j] * 0.5 + src[i * C + (j + 1) % C];
#pragma endscop
}

int main(void) {
  static double x[N + 2], y[N + 2], z[N + 2], w[N + 2], M[(R + 2) * C], P[(R + 2) * C];
  for (int i = 0; i < N + 2; i++) x[i] = y[i] = z[i] = w[i] = (i % 11) * 0.5 - 2;
  for (int i = 0; i < (R + 2) * C; i++) M[i] = P[i] = i % 9 - 4 + 0.125 * (i % 3);
  axpy(N, x, x, 3.0);          /* in place */
  axpy(N, y + 1, y, 1.0);      /* writes what the next iteration reads */
  axpy(N, z, z + 1, 1.0);      /* reads what the next iteration writes (old values) */
  smooth(N, w, w);             /* in-place stencil: the order matters */
  smooth(N, w + 1, w);
  rows(R, C, M + C, M);        /* by a row */
  rows(R, C, P, P + C);        /* reads the next row */
  rows(R / 2, C, P + 3, P);    /* overlapping ranges, shifted by 3 */
  double s = 0;
  for (int i = 0; i < N + 2; i++) s += x[i] + 2 * y[i] + 3 * z[i] + 4 * w[i];
  printf("%.17g\n", s);
  for (int i = 0; i < N + 2; i += 9) printf("%.17g %.17g %.17g %.17g\n", x[i], y[i], z[i], w[i]);
  for (int i = 0; i < (R + 2) * C; i += 5) printf("%.17g %.17g\n", M[i], P[i]);
  return 0;
}
