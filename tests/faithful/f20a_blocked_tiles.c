/* Hand-tiled loops as users write them: a blocked out-of-place transpose with min() bounds from an
   inline function-like macro, an in-place blocked transpose of a square matrix (swaps across the
   diagonal: tiles above the diagonal only, the diagonal tile from jj = ii), a blocked matrix product
   C += A B with ii/kk/jj tiles and an inner scalar accumulator, and a blocked 2-D copy with a scale
   whose tile sizes are run-time values.  double (*)[N] pointers and sizes not multiples of the tiles. */
#include <stdio.h>
#include <stdlib.h>
#define N 45
#define BS 8
#define min(a, b) ((a) < (b) ? (a) : (b))

static void transpose(int n, int m, double (*restrict a)[N], double (*restrict b)[N]) {
#pragma scop
  for (int ii = 0; ii < n; ii += BS)
    for (int jj = 0; jj < m; jj += BS)
      for (int i = ii; i < min(ii + BS, n); i++)
        for (int j = jj; j < min(jj + BS, m); j++)
          b[j][i] = a[i][j];
#pragma endscop
}

static void transpose_inplace(int n, double (*a)[N]) {
  double t;
#pragma scop
  for (int ii = 0; ii < n; ii += BS)
    for (int jj = ii; jj < n; jj += BS)
      for (int i = ii; i < min(ii + BS, n); i++)
        for (int j = (ii == jj ? i + 1 : jj); j < min(jj + BS, n); j++) {
          t = a[i][j];
          a[i][j] = a[j][i];
          a[j][i] = t;
        }
#pragma endscop
}

static void matmul(int n, double (*a)[N], double (*b)[N], double (*c)[N]) {
#pragma scop
  for (int ii = 0; ii < n; ii += BS)
    for (int kk = 0; kk < n; kk += BS)
      for (int jj = 0; jj < n; jj += BS)
        for (int i = ii; i < min(ii + BS, n); i++)
          for (int j = jj; j < min(jj + BS, n); j++) {
            double s = c[i][j];
            for (int k = kk; k < min(kk + BS, n); k++)
              s += a[i][k] * b[k][j];
            c[i][j] = s;
          }
#pragma endscop
}

static void scale_copy(int n, int m, int ti, int tj, double alpha, double (*a)[N], double (*b)[N]) {
#pragma scop
  for (int ii = 0; ii < n; ii += ti)
    for (int jj = 0; jj < m; jj += tj)
      for (int i = ii; i < ii + ti && i < n; i++)
        for (int j = jj; j < jj + tj && j < m; j++)
          b[i][j] = alpha * a[i][j] + b[i][j];
#pragma endscop
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 43, m = 29;
  double (*a)[N] = malloc(sizeof(double[N][N])), (*b)[N] = calloc(N, sizeof(double[N]));
  double (*c)[N] = malloc(sizeof(double[N][N]));
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = (i * 13 + j * 7) % 17 * 0.125 - 1.0;
      c[i][j] = i == j ? 1.0 : 0.0;
    }
  transpose(n, m, a, b);
  double s1 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s1 += b[i][j] * (i * N + j + 1);
  transpose_inplace(n, a);
  double s2 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s2 += a[i][j] * (i * 3 + j + 1);
  matmul(n, a, b, c);
  double s3 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s3 += c[i][j] * ((i + 2 * j) % 7 + 1);
  scale_copy(n, m + 5, 5, 3, 0.5, c, a);
  double s4 = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s4 += a[i][j] * ((i * j) % 5 + 1);
  printf("%.12g %.12g %.12g %.12g %.12g\n", s1, s2, s3, s4, c[n - 1][n - 2]);
  free(a); free(b); free(c);
  return 0;
}
