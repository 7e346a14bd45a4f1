/* Twelve run-time sizes, as a solver driver reads them from the command line (with defaults): grid
   extents nx, ny, nz, halo width g, a window lo..hi, a band half-width bw, a block size bs, a shift sh,
   a step count nt, a stride-free offset off and a count m that may be 0 or negative. Every SCoP's
   bounds and subscripts combine several of them: a sub-box of a 3-D grid with a halo, a window of
   rows clamped to the grid, a band around the diagonal, blocked copies with bs, a shifted copy, a
   loop that runs only when m > 0, time steps over a 1-D smoother. Arrays are sized for the largest
   values the program accepts (it clamps them). Printed: checksums and the sizes used. */
#include <stdio.h>
#include <stdlib.h>

#define MAXN 24
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

static double G[MAXN + 4][MAXN + 4][MAXN + 4], H[MAXN + 4][MAXN + 4][MAXN + 4];
static double P[MAXN][MAXN], Q[MAXN][MAXN], Bd[MAXN][MAXN];
static double line[4 * MAXN], tmp[4 * MAXN];
static int cnt[MAXN];

static int arg(int argc, char **argv, int k, int def, int lo, int hi) {
  int v = argc > k ? atoi(argv[k]) : def;
  return v < lo ? lo : v > hi ? hi : v;
}

int main(int argc, char **argv) {
  int nx = arg(argc, argv, 1, 20, 0, MAXN);
  int ny = arg(argc, argv, 2, 17, 0, MAXN);
  int nz = arg(argc, argv, 3, 11, 0, MAXN);
  int g = arg(argc, argv, 4, 2, 0, 2);
  int lo = arg(argc, argv, 5, 3, -5, MAXN);
  int hi = arg(argc, argv, 6, 15, -5, MAXN + 5);
  int bw = arg(argc, argv, 7, 2, 0, MAXN);
  int bs = arg(argc, argv, 8, 4, 1, MAXN);
  int sh = arg(argc, argv, 9, 3, 0, MAXN);
  int nt = arg(argc, argv, 10, 5, 0, 50);
  int off = arg(argc, argv, 11, 1, 0, 2);
  int m = arg(argc, argv, 12, -3, -10, MAXN);

  for (int i = 0; i < MAXN + 4; i++)
    for (int j = 0; j < MAXN + 4; j++)
      for (int k = 0; k < MAXN + 4; k++)
        G[i][j][k] = (double)((i * 5 + j * 3 + k * 7) % 11) - 5.0;
  for (int i = 0; i < MAXN; i++) {
    for (int j = 0; j < MAXN; j++)
      P[i][j] = (double)((i * 3 + j * 7) % 10) * 0.5;
    cnt[i] = 0;
  }
  for (int i = 0; i < 4 * MAXN; i++)
    line[i] = (i % 9) * 0.25;

  /* the interior of the grid with a halo of g points */
#pragma scop
  for (int i = g; i < nx + g; i++)
    for (int j = g; j < ny + g; j++)
      for (int k = g; k < nz + g; k++)
        H[i][j][k] = G[i][j][k] * 0.5 + 0.125 * (G[i - g][j][k] + G[i + g][j][k] + G[i][j - g][k] +
                                                 G[i][j + g][k] + G[i][j][k - g] + G[i][j][k + g]);
#pragma endscop

  /* the window lo..hi of rows, clamped to the grid */
#pragma scop
  for (int i = MAX(lo, 0); i < MIN(hi, ny); i++)
    for (int j = 0; j < nx; j++)
      Q[i][j] = P[i][j] + P[ny - 1 - i][j];
#pragma endscop

  /* a band of half-width bw */
#pragma scop
  for (int i = 0; i < nx; i++)
    for (int j = MAX(0, i - bw); j <= MIN(nx - 1, i + bw); j++)
      Bd[i][j] = P[i][j] * (1 + i - j) + (i == j ? 10.0 : 0.0);
#pragma endscop

  /* blocked transpose-add with blocks of bs */
#pragma scop
  for (int ib = 0; ib < ny; ib += bs)
    for (int jb = 0; jb < ny; jb += bs)
      for (int i = ib; i < MIN(ib + bs, ny); i++)
        for (int j = jb; j < MIN(jb + bs, ny); j++)
          P[i][j] = P[i][j] + 0.25 * Q[j][i];
#pragma endscop

  /* a shifted copy within one array, and a count that runs only for m > 0 */
#pragma scop
  for (int i = 0; i < 2 * nx; i++)
    line[i + sh] = line[i + sh] + line[i] * 0.5;
  for (int i = 0; i < m; i++)
    cnt[i] = cnt[i] + i * off + 1;
  for (int i = MAX(m, 0); i < nx; i++)
    cnt[i] = cnt[i] - 1;
#pragma endscop

  /* nt steps of a 1-D smoother over nx + 2 * off points */
#pragma scop
  for (int t = 0; t < nt; t++) {
    for (int i = off; i < nx + off; i++)
      tmp[i] = 0.25 * line[i - off] + 0.5 * line[i] + 0.25 * line[i + off];
    for (int i = off; i < nx + off; i++)
      line[i] = tmp[i];
  }
#pragma endscop

  double s1 = 0, s2 = 0, s3 = 0, s4 = 0, s5 = 0;
  for (int i = 0; i < MAXN + 4; i++)
    for (int j = 0; j < MAXN + 4; j++)
      for (int k = 0; k < MAXN + 4; k++)
        s1 += H[i][j][k] * (1 + (i + j + k) % 4);
  for (int i = 0; i < MAXN; i++)
    for (int j = 0; j < MAXN; j++) {
      s2 += Q[i][j] * (i + 1);
      s3 += Bd[i][j] * (j + 1);
      s4 += P[i][j] * (i + j + 1);
    }
  long c = 0;
  for (int i = 0; i < MAXN; i++)
    c += (long)cnt[i] * (i + 3);
  for (int i = 0; i < 4 * MAXN; i++)
    s5 += line[i] * (1 + i % 6);
  printf("sizes %d %d %d %d %d %d %d %d %d %d %d %d\n", nx, ny, nz, g, lo, hi, bw, bs, sh, nt, off, m);
  printf("%.17g %.17g %.17g %.17g %.17g %ld\n", s1, s2, s3, s4, s5, c);
  return 0;
}
