/* Dense factorisations in less common styles on VLA parameters (double a[n][n]) and a flat pointer:
   Crout LU (L with the diagonal, U unit upper; column of L then row of U per step, each an inner dot
   product over k < j), the solve L y = b, U x = y with the diagonal of L, and a column-oriented (jki,
   "left-looking") Cholesky in a flat lower-triangular array stored by columns, then a determinant as a
   product of pivots (a product reduction). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void crout(int n, double a[n][n], double l[n][n], double u[n][n]) {
#pragma scop
  for (int j = 0; j < n; j++) {
    for (int i = j; i < n; i++) {
      double s = 0.0;
      for (int k = 0; k < j; k++)
        s += l[i][k] * u[k][j];
      l[i][j] = a[i][j] - s;
    }
    u[j][j] = 1.0;
    for (int i = j + 1; i < n; i++) {
      double s = 0.0;
      for (int k = 0; k < j; k++)
        s += l[j][k] * u[k][i];
      u[j][i] = (a[j][i] - s) / l[j][j];
    }
  }
#pragma endscop
}

static double solve(int n, double l[n][n], double u[n][n], const double *b, double *y, double *x) {
  double det = 1.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    y[i] = b[i];
    for (int k = 0; k < i; k++)
      y[i] -= l[i][k] * y[k];
    y[i] /= l[i][i];
  }
  for (int i = n - 1; i >= 0; i--) {
    x[i] = y[i];
    for (int k = i + 1; k < n; k++)
      x[i] -= u[i][k] * x[k];
  }
  for (int i = 0; i < n; i++)
    det *= l[i][i];
#pragma endscop
  return det;
}

/* packed lower triangle by columns: element (i, j), i >= j, at j*n - j*(j-1)/2 + (i - j) -- written
   with a precomputed column start array, as users do */
static void chol_packed(int n, double *p, const int *cs) {
#pragma scop
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < j; k++)
      for (int i = j; i < n; i++)
        p[cs[j] + i - j] -= p[cs[k] + i - k] * p[cs[k] + j - k];
    p[cs[j]] = sqrt(p[cs[j]]);
    for (int i = j + 1; i < n; i++)
      p[cs[j] + i - j] /= p[cs[j]];
  }
#pragma endscop
}

static void chol_cols(int n, double c[n][n]) {
#pragma scop
  for (int j = 0; j < n; j++) {
    for (int k = 0; k < j; k++)
      for (int i = j; i < n; i++)
        c[i][j] -= c[i][k] * c[j][k];
    c[j][j] = sqrt(c[j][j]);
    for (int i = j + 1; i < n; i++)
      c[i][j] /= c[j][j];
  }
#pragma endscop
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 23;
  double (*a)[n] = malloc(sizeof(double[n][n])), (*l)[n] = calloc(n, sizeof(double[n]));
  double (*u)[n] = calloc(n, sizeof(double[n])), (*c)[n] = malloc(sizeof(double[n][n]));
  double *b = malloc(sizeof(double) * n), *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * n);
  for (int i = 0; i < n; i++) {
    b[i] = 1.0 + (i % 3);
    for (int j = 0; j < n; j++) {
      a[i][j] = (i == j) ? n + 1.0 + i % 4 : 1.0 / (1.0 + i + 2 * j) - 0.01 * ((i * j) % 5);
      c[i][j] = (i == j) ? n + 2.0 : 1.0 / (1.0 + i + j);
    }
  }
  crout(n, a, l, u);
  double det = solve(n, l, u, b, y, x);
  double sx = 0;
  for (int i = 0; i < n; i++)
    sx += x[i] * (i + 1);
  printf("crout det %.10g x %.12g %.12g %.12g\n", det, sx, x[0], x[n - 1]);
  int *cs = malloc(sizeof(int) * n);
  double *p = malloc(sizeof(double) * n * (n + 1) / 2);
  for (int j = 0; j < n; j++) {
    cs[j] = j * n - j * (j - 1) / 2;
    for (int i = j; i < n; i++)
      p[cs[j] + i - j] = c[i][j];
  }
  chol_packed(n, p, cs);
  chol_cols(n, c);
  double sp = 0, sc = 0;
  for (int j = 0; j < n; j++)
    for (int i = j; i < n; i++) {
      sp += p[cs[j] + i - j] * (i + 2 * j + 1);
      sc += c[i][j] * (i + 2 * j + 1);
    }
  printf("chol %.12g %.12g %.12g\n", sp, sc, c[n - 1][n - 1]);
  free(a); free(l); free(u); free(c); free(b); free(x); free(y); free(cs); free(p);
  return 0;
}
