/* Reductions whose result C fixes to the bit: sums of negative zeros stay -0.0 (the accumulator of a
   reordered sum must start at -0.0, not 0), fmax/fmin over NaNs only leave a NaN start value a NaN,
   and a min or max written as a comparison keeps the first (or last) of two equal zeros and a NaN at
   the place C's order puts it (not reordered).  1/x prints the sign of a zero. */
#include <math.h>
#include <stdio.h>
#define N 2000
#define R 64
static double A[N], Z[N], Q[N], G[R][N], y[R], w[R];
static float F[N];
int main(void) {
  double s = -0.0, t = -0.0, fm = NAN, fn = NAN, mx = -INFINITY, mn = NAN, lo = 1.0, hi = -1.0;
  float u = -0.0f;
  for (int i = 0; i < N; i++) {
    A[i] = (i % 7 == 3) ? -0.0 : ((i % 7 == 5) ? 0.0 : -1.0 - i % 11);
    Z[i] = -0.0;
    Q[i] = NAN;
    F[i] = 0.0f;
  }
  A[N - 1] = NAN;
  for (int r = 0; r < R; r++) {
    y[r] = -0.0;
    w[r] = (r % 2) ? NAN : -5.0;
    for (int i = 0; i < N; i++) G[r][i] = (r % 3 == 0) ? -0.0 : ((r % 3 == 1) ? NAN : (double)(i % 9) - 4.0);
  }
#pragma scop
  for (int i = 0; i < N; i++) s += Z[i];
  for (int i = 0; i < N; i++) t -= 2.0 * F[i];
  for (int i = 0; i < N; i++) u = Z[i] + u;
  for (int i = 0; i < N; i++) fm = fmax(fm, Q[i]);
  for (int i = 0; i < N; i++) fn = fmin(Q[i], fn);
  for (int i = 0; i < N; i++) mx = A[i] > mx ? A[i] : mx;
  for (int i = 0; i < N; i++) mn = A[i] < mn ? A[i] : mn;
  for (int i = 0; i < N; i++) lo = lo < A[i] ? lo : A[i];
  for (int i = 0; i < N; i++) hi = A[i] >= hi ? A[i] : hi;
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      y[r] += G[r][i] * 0.5;
    }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++)
      w[r] = fmax(w[r], G[r][i]);
#pragma endscop
  printf("%g %g %g\n", 1.0 / s, 1.0 / t, 1.0 / u);
  printf("%g %g\n", fm, fn);
  printf("%g %g %g %g\n", 1.0 / mx, mn, lo, 1.0 / hi);
  for (int r = 0; r < 6; r++) printf("%g %g\n", 1.0 / y[r], w[r]);
  return 0;
}
