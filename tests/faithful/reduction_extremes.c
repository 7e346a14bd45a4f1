/* Row and column reductions (CUDA: warp lanes per row, 16 lanes per column) over extreme data: long minima
   with LONG_MIN, unsigned long maxima with ULONG_MAX, int max/min with INT_MAX and INT_MIN and ties (>=,
   <=), sums of signed zeros into -0.0 rows (1/x shows the sign), fmax over NaNs into NaN columns, float
   column sums of -0.0f and tiny values.  The array umax is also a CUDA function (the user's code stays C). */
#include <stdio.h>
#include <limits.h>
#include <math.h>
#define R 70
#define C 300
static long L[R][C]; static unsigned long UL[R][C]; static int I[R][C]; static double D[R][C]; static float F[C][R];
static long lmin[R]; static unsigned long umax[R]; static int imax[R], imin[C]; static double dsum[R], dmax[C]; static float fcol[R];
int main(void) {
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) {
    L[r][c] = (r % 3 == 0) ? LONG_MIN + c : (long)c * 1000000007L - r;
    UL[r][c] = (r % 2) ? ULONG_MAX - c : (unsigned long)c;
    I[r][c] = (r % 4 == 0) ? INT_MAX : (r % 4 == 1 ? INT_MIN : c * 7 - r);
    D[r][c] = (r % 5 == 0) ? -0.0 : (r % 5 == 1 ? NAN : (c % 2 ? 0.0 : -0.0));
    F[c][r] = (r % 2) ? -0.0f : 1e-30f * c;
  }
  for (int r = 0; r < R; r++) { lmin[r] = LONG_MAX; umax[r] = 0; imax[r] = INT_MIN; dsum[r] = -0.0; fcol[r] = -0.0f; }
  for (int c = 0; c < C; c++) { imin[c] = INT_MAX; dmax[c] = NAN; }
#pragma scop
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) lmin[r] = L[r][c] < lmin[r] ? L[r][c] : lmin[r];
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) umax[r] = umax[r] > UL[r][c] ? umax[r] : UL[r][c];
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) imax[r] = I[r][c] >= imax[r] ? I[r][c] : imax[r];
  for (int c = 0; c < C; c++) for (int r = 0; r < R; r++) imin[c] = imin[c] <= I[r][c] ? imin[c] : I[r][c];
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) dsum[r] += D[r][c];
  for (int c = 0; c < C; c++) for (int r = 0; r < R; r++) dmax[c] = fmax(D[r][c], dmax[c]);
  for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) fcol[r] = fcol[r] + F[c][r];
#pragma endscop
  for (int r = 0; r < R; r += 1) printf("%ld %lu %d %g %g\n", lmin[r], umax[r], imax[r], 1.0 / dsum[r], 1.0 / fcol[r]);
  for (int c = 0; c < C; c += 7) printf("%d %g\n", imin[c], dmax[c]);
  return 0;
}
