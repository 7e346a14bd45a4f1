/* Loops tiled by hand: for (ii = 0; ii < n; ii += B) for (i = ii; i < MIN(ii + B, n); i++) with B not
   dividing n, a tile size that is a parameter (not affine in the tile index times B: ii is the
   iterator), 2-D tiles of a transpose with the bound written as a ternary, tiles that start at an
   offset lo (ii = lo; ii < hi; ii += B), a tiled triangular update (j < MIN(jj + B, i + 1)), and tiles
   whose inner bound is written ii + B <= n ? ii + B : n; tile sizes that are a const local and a static
   const (ii += tb, jj -= TS down from n - 1). */
#include <stdio.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define N 45
#define B 8

static double A[N][N], T[N][N], L[N][N], v[N + 10], w[N + 10];
static const int TS = 4;

static void tiles(int n, int lo, int hi, int bs) {
#pragma scop
  for (int ii = 0; ii < n; ii += B)
    for (int jj = 0; jj < n; jj += B)
      for (int i = ii; i < MIN(ii + B, n); i++)
        for (int j = jj; j < (jj + B < n ? jj + B : n); j++)
          T[j][i] = A[i][j] + 0.5 * i;
  for (int ii = lo; ii < hi; ii += B)
    for (int i = ii; i < MIN(ii + B, hi); i++)
      v[i + 5] = v[i + 5] * 0.5 + w[i + 5];
  for (int ii = 0; ii < n; ii += B)
    for (int jj = 0; jj <= ii; jj += B)
      for (int i = ii; i < MIN(ii + B, n); i++)
        for (int j = jj; j < MIN(jj + B, i + 1); j++)
          L[i][j] = L[i][j] - 0.25 * A[j][i];
  for (int ii = 0; ii < n; ii += 3 * B)
    for (int i = ii; i < (ii + 3 * B <= n ? ii + 3 * B : n); i++)
      w[i] = w[i] + v[i];
#pragma endscop
  const int tb = 6;
#pragma scop
  for (int ii = 0; ii < n; ii += tb)
    for (int jj = n - 1; jj >= 0; jj -= TS)
      for (int i = ii; i < MIN(ii + tb, n); i++)
        for (int j = jj; j > jj - TS && j >= 0; j--)
          A[i][j] = A[i][j] * 0.75 + T[i][j] - L[j][i] * 0.125;
#pragma endscop
#pragma scop
  for (int ii = 0; ii < n; ii += bs)
    for (int i = ii; i < MIN(ii + bs, n); i++)
      v[i] = v[i] + 1.0;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += T[i][j] * ((i + 2 * j) % 7 + 1) + L[i][j] * ((i * j) % 3) + A[i][j] * ((i + j) % 5);
  for (int i = 0; i < N + 10; i++)
    s += v[i] * (i + 1) + w[i];
  printf("tiles n=%d lo=%d hi=%d bs=%d %.6f\n", n, lo, hi, bs, s);
}

int main(int argc, char **argv) {
  (void)argv;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 11) - 5.0;
      L[i][j] = (double)((i + j) % 4);
    }
  for (int i = 0; i < N + 10; i++)
    v[i] = w[i] = (double)(i % 6) - 2.0;
  int k = argc;
  tiles(N, -5 * k, N, 5);
  tiles(8 * k, 3, 20, 3);
  tiles(9 * k, -4, -1, 7);
  tiles(1 * k, 0, 1, 1);
  tiles(0 * k, 10, 3, 2);
  return 0;
}
