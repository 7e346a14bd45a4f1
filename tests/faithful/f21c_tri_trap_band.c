/* Domain shapes of dense and banded linear algebra with run-time sizes: a lower-triangular product
   (j <= i), an upper-triangular one with k from i to j, a trapezoid (rows i..i+w of a wider matrix, the
   column range growing with the row up to a cap), a band written with MIN/MAX macros and another with
   ternaries, a tridiagonal-by-blocks update, a symmetric rank-1 update of the lower triangle, and the
   anti-triangle j < n - i. Sizes from argc so that they are parameters. Printed: checksums. */
#include <stdio.h>

#define NMAX 60
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static double L[NMAX][NMAX], U[NMAX][NMAX], C1[NMAX][NMAX], C2[NMAX][NMAX], T[NMAX][2 * NMAX];
static double Bnd[NMAX][NMAX], Bnd2[NMAX][NMAX], S[NMAX][NMAX], x[NMAX], y[NMAX], z[NMAX];
static float F[NMAX][NMAX];
static int cntu[NMAX];

int main(int argc, char **argv) {
  (void)argv;
  int n = 40 + argc;      /* 41 */
  int w = 7 + 2 * argc;   /* 9 */
  int b = 2 + argc;       /* 3 */
  int kl = argc, ku = 2 * argc + 1;  /* 1, 3 */
  for (int i = 0; i < NMAX; i++) {
    x[i] = 1.0 + 0.03125 * (i % 13);
    y[i] = 0.5 - 0.0625 * (i % 7);
    for (int j = 0; j < NMAX; j++) {
      L[i][j] = j <= i ? 0.125 * ((i + 2 * j) % 9) + (i == j) : 0.0;
      U[i][j] = j >= i ? 0.25 * ((3 * i + j) % 5) - 0.5 : 0.0;
      S[i][j] = (double)((i * j) % 7) - 3.0;
      F[i][j] = 0.0f;
    }
    for (int j = 0; j < 2 * NMAX; j++)
      T[i][j] = (double)((i + j) % 6);
  }

#pragma scop
  /* C1 = L * L, lower triangular: k between j and i */
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++) {
      C1[i][j] = 0.0;
      for (int k = j; k <= i; k++)
        C1[i][j] += L[i][k] * L[k][j];
    }
  /* C2 = U * U, upper triangular */
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      C2[i][j] = 0.0;
      for (int k = i; k <= j; k++)
        C2[i][j] += U[i][k] * U[k][j];
    }
#pragma endscop

#pragma scop
  /* a trapezoid: rows i of the block, columns from i to MIN(i + w, 2n - 1) */
  for (int i = 0; i < n; i++)
    for (int j = i; j <= MIN(i + w, 2 * n - 1); j++)
      T[i][j] = T[i][j] * 0.5 + (double)(j - i);
  /* the anti-triangle */
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n - i; j++)
      F[i][j] = (float)(S[i][j] + S[n - 1 - j][n - 1 - i]);
#pragma endscop

#pragma scop
  /* band with macros: kl below, ku above */
  for (int i = 0; i < n; i++)
    for (int j = MAX(0, i - kl); j <= MIN(n - 1, i + ku); j++)
      Bnd[i][j] = S[i][j] + 2.0 * (i - j);
  /* band with ternaries, half-width b; banded matrix-vector product in the same SCoP */
  for (int i = 0; i < n; i++)
    for (int j = (i - b > 0 ? i - b : 0); j < (i + b + 1 < n ? i + b + 1 : n); j++)
      Bnd2[i][j] = Bnd[i][j] * 0.5 + (i == j ? 4.0 : -1.0);
  for (int i = 0; i < n; i++) {
    z[i] = 0.0;
    for (int j = (i - b > 0 ? i - b : 0); j < (i + b + 1 < n ? i + b + 1 : n); j++)
      z[i] += Bnd2[i][j] * x[j];
  }
#pragma endscop

#pragma scop
  /* symmetric rank-1 update of the lower triangle, then a count of positive entries per column of
     the upper triangle */
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      S[i][j] = S[i][j] + x[i] * y[j] + y[i] * x[j];
  for (int j = 0; j < n; j++) {
    cntu[j] = 0;
    for (int i = 0; i <= j; i++)
      cntu[j] += S[i][j] > 0.0;
  }
#pragma endscop

  double s = 0;
  long c = 0;
  for (int i = 0; i < NMAX; i++) {
    for (int j = 0; j < NMAX; j++)
      s += (C1[i][j] + 2.0 * C2[i][j] + 3.0 * Bnd[i][j] + 5.0 * Bnd2[i][j] + 7.0 * S[i][j] +
            11.0 * F[i][j]) * (1 + (i * 3 + j) % 5);
    for (int j = 0; j < 2 * NMAX; j++)
      s += T[i][j] * (j % 3);
    s += z[i] * (i + 1);
    c += (long)cntu[i] * (i + 1);
  }
  printf("%.17g %ld\n", s, c);
  return 0;
}
