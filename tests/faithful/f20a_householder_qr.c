/* Householder QR of an m x n matrix (m > n) in place, as in textbooks: per column k the norm of the
   sub-column (a reduction, then sqrt), alpha = -copysign(norm, a[k][k]), the reflector v stored in
   a separate array, its squared norm, then for every later column j the dot product v.a[:,j] in a
   scalar and the rank-one update of that column; R's diagonal kept in rdiag.  Then Q^T b applied with
   the stored reflectors and the back substitution with R.  Static arrays, sizes from argv. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define MM 40
#define NN 24

static double a[MM][NN], v[NN][MM], vn[NN], rdiag[NN], b[MM], x[NN];

static void qr(int m, int n) {
  double nrm, alpha, s;
#pragma scop
  for (int k = 0; k < n; k++) {
    nrm = 0.0;
    for (int i = k; i < m; i++)
      nrm += a[i][k] * a[i][k];
    nrm = sqrt(nrm);
    alpha = -copysign(nrm, a[k][k]);
    for (int i = k; i < m; i++)
      v[k][i] = a[i][k];
    v[k][k] -= alpha;
    vn[k] = 0.0;
    for (int i = k; i < m; i++)
      vn[k] += v[k][i] * v[k][i];
    for (int j = k; j < n; j++) {
      s = 0.0;
      for (int i = k; i < m; i++)
        s += v[k][i] * a[i][j];
      s = 2.0 * s / vn[k];
      for (int i = k; i < m; i++)
        a[i][j] -= s * v[k][i];
    }
    rdiag[k] = a[k][k];
  }
#pragma endscop
}

static void solve(int m, int n) {
  double s;
#pragma scop
  for (int k = 0; k < n; k++) {
    s = 0.0;
    for (int i = k; i < m; i++)
      s += v[k][i] * b[i];
    s = 2.0 * s / vn[k];
    for (int i = k; i < m; i++)
      b[i] -= s * v[k][i];
  }
  for (int i = n - 1; i >= 0; i--) {
    x[i] = b[i];
    for (int j = i + 1; j < n; j++)
      x[i] -= a[i][j] * x[j];
    x[i] /= rdiag[i];
  }
#pragma endscop
}

int main(int argc, char **argv) {
  int m = argc > 1 ? atoi(argv[1]) : 37, n = argc > 2 ? atoi(argv[2]) : 21;
  for (int i = 0; i < MM; i++) {
    b[i] = sin(0.5 * i) + 0.1 * (i % 3);
    for (int j = 0; j < NN; j++)
      a[i][j] = (i == j ? 3.0 : 0.0) + cos(0.7 * i + 0.3 * j) + ((i + j) % 4) * 0.05;
  }
  qr(m, n);
  solve(m, n);
  double sr = 0, sx = 0;
  for (int k = 0; k < n; k++) {
    sr += fabs(rdiag[k]) * (k + 1);
    sx += x[k] * (k % 5 + 1);
  }
  printf("R %.10g x %.10g %.10g %.10g res %.10g\n", sr, sx, x[0], x[n - 1], b[m - 1]);
  return 0;
}
