/* Banded matrix-vector products: LAPACK general band storage ab[(ku + i - j) + j * ldab] (column major,
   ldab = kl + ku + 1) with max/min bounds of the row loop per column (y += A x, a scatter along the
   column: the j loop carries), the transposed product (a gather: parallel over columns), a symmetric
   band in lower storage, and a tridiagonal product with the first and last rows done separately. */
#include <stdio.h>
#include <stdlib.h>
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void gbmv(int m, int n, int kl, int ku, double alpha, const double *ab, int ldab, const double *x,
                 double *y) {
#pragma scop
  for (int j = 0; j < n; j++)
    for (int i = MAX(0, j - ku); i < MIN(m, j + kl + 1); i++)
      y[i] += alpha * ab[(ku + i - j) + j * ldab] * x[j];
#pragma endscop
}

static void gbmv_t(int m, int n, int kl, int ku, const double *ab, int ldab, const double *x, double *y) {
#pragma scop
  for (int j = 0; j < n; j++) {
    double s = 0.0;
    for (int i = MAX(0, j - ku); i <= MIN(m - 1, j + kl); i++)
      s += ab[(ku + i - j) + j * ldab] * x[i];
    y[j] = s;
  }
#pragma endscop
}

static void sbmv_lower(int n, int k, const double *ab, const double *x, double *y) {
  /* lower symmetric band: ab[(i - j) + j * (k + 1)] for j <= i <= j + k */
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = ab[i * (k + 1)] * x[i];
    for (int j = MAX(0, i - k); j < i; j++)
      y[i] += ab[(i - j) + j * (k + 1)] * x[j];
    for (int j = i + 1; j <= MIN(n - 1, i + k); j++)
      y[i] += ab[(j - i) + i * (k + 1)] * x[j];
  }
#pragma endscop
}

static void tridiag(int n, const double *lo, const double *d, const double *up, const double *x, double *y) {
#pragma scop
  y[0] = d[0] * x[0] + up[0] * x[1];
  for (int i = 1; i < n - 1; i++)
    y[i] = lo[i - 1] * x[i - 1] + d[i] * x[i] + up[i] * x[i + 1];
  y[n - 1] = lo[n - 2] * x[n - 2] + d[n - 1] * x[n - 1];
#pragma endscop
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 41, n = 37, kl = 3, ku = 2, ldab = kl + ku + 1;
  double *ab = malloc(sizeof(double) * ldab * n), *x = malloc(sizeof(double) * (m > n ? m : n));
  double *y = calloc(m > n ? m : n, sizeof(double)), *z = calloc(n, sizeof(double));
  for (int j = 0; j < n; j++)
    for (int r = 0; r < ldab; r++)
      ab[r + j * ldab] = (r + 1) * 0.5 + ((j * 7 + r) % 5) * 0.125;
  for (int i = 0; i < (m > n ? m : n); i++)
    x[i] = 1.0 / (1 + i) - 0.03 * (i % 4);
  for (int i = 0; i < m; i++)
    y[i] = 0.25 * i;
  gbmv(m, n, kl, ku, 1.5, ab, ldab, x, y);
  gbmv_t(m, n, kl, ku, ab, ldab, x, z);
  double sy = 0, sz = 0;
  for (int i = 0; i < m; i++) sy += y[i] * (i % 3 + 1);
  for (int j = 0; j < n; j++) sz += z[j] * (j % 4 + 1);
  printf("gbmv %.12g %.12g %.12g gbmv_t %.12g %.12g\n", sy, y[0], y[m - 1], sz, z[n - 1]);
  int k = 4;
  double *sb = malloc(sizeof(double) * (k + 1) * n), *w = calloc(n, sizeof(double));
  for (int i = 0; i < (k + 1) * n; i++)
    sb[i] = 1.0 + (i % 9) * 0.25;
  sbmv_lower(n, k, sb, x, w);
  double sw = 0;
  for (int i = 0; i < n; i++) sw += w[i] * (i + 1);
  tridiag(n, sb, sb + n, sb + 2 * n, x, z);
  double st = 0;
  for (int i = 0; i < n; i++) st += z[i] * (i % 5 + 1);
  printf("sbmv %.12g %.12g tri %.12g %.12g\n", sw, w[n / 2], st, z[0]);
  free(ab); free(x); free(y); free(z); free(sb); free(w);
  return 0;
}
