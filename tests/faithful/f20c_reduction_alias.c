/* Reductions whose accumulator aliases their data through pointer parameters: a dot product into an
   element of one of its vectors (out = x + 5), y = A^T x in place (y and x the same vector), a row-sum
   into the column it reads, and a float accumulator over a double array that a float view does not
   overlap (the disjoint call runs the parallel version). */
#include <stdio.h>
#define N 200
#define R 16
#define C 16

static void dot(int n, const double *x, const double *y, double *out) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[0] += x[i] * y[i];
#pragma endscop
}

static void gemtv(int r, int c, const double *A, const double *x, double *y) {
#pragma scop
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++)
      y[j] += A[i * C + j] * x[i];
#pragma endscop
}

static void rowsum(int r, double *M, double *s) {
#pragma scop
  for (int i = 0; i < r; i++) {
    s[i * C] = 0;
    for (int j = 0; j < C; j++)
      s[i * C] += M[i * C + j] * 0.5;
  }
#pragma endscop
}

static void fsum(int n, const double *d, float *acc) {
#pragma scop
  for (int i = 0; i < n; i++)
    acc[0] += d[i] * 0.1;
#pragma endscop
}

int main(void) {
  static double x[N], y[N], z[N], A[R * C], v[C], w[R * C];
  static float f[4];
  for (int i = 0; i < N; i++) { x[i] = (i % 13) * 0.25 - 1; y[i] = 1.0 / (i + 1); z[i] = x[i]; }
  for (int k = 0; k < R * C; k++) { A[k] = (k % 7) * 0.5 - 1.25; w[k] = k % 5 - 2; }
  for (int j = 0; j < C; j++) v[j] = j * 0.125;
  double d = 0;
  dot(N, x, y, &d);            /* disjoint */
  dot(N, x, y, x + 5);         /* accumulator is x[5]: later terms read it */
  dot(N, z, z, z + N - 1);     /* accumulator is the last element of both vectors */
  gemtv(R, C, A, v, v);        /* in place: x[i] for i < C is y[i], written by earlier rows */
  gemtv(R, C, A, A + 3, A + R * C - C); /* y is A's last row, x overlaps A */
  rowsum(R, w, w + 1);         /* s[i * C] is M[i * C + 1]: read after it is zeroed */
  f[0] = 0.5f;
  fsum(N, x, f);
  fsum(N, y, f);
  printf("%.17g %.17g %.17g %.9g\n", d, x[5], z[N - 1], f[0]);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * (i + 1) + z[i];
  for (int k = 0; k < R * C; k++) s += A[k] + w[k] * 3;
  for (int j = 0; j < C; j++) s += v[j] * j;
  printf("%.17g\n", s);
  for (int k = 0; k < R * C; k += 19) printf("%.17g %.17g\n", A[k], w[k]);
  return 0;
}
