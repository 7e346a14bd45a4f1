/* Compensated sums whose meaning is their order: Kahan's (y = a - c; t = s + y; c = (t - s) - y; s = t)
   over data whose plain sum loses the small terms, Neumaier's variant with a branch written as a
   ternary, a two-sum of a row into (hi, lo) per row; the compensated results are printed to 17 digits (they must not be reassociated). */
#include <stdio.h>
#include <math.h>

#define N 5000
#define R 16
#define C 300

static double a[N];
static double M[R][C], hi[R], lo[R];

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = (i % 10 == 0) ? 1.0e16 : ((i % 10 == 5) ? -1.0e16 : 1.0 + (double)(i % 7) * 0.125);
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (c % 2 ? 1.0e-8 : 1.0) * (1.0 + (double)((r + c) % 5));
  double s = 0.0, c = 0.0, y = 0.0, t = 0.0;
  double ns = 0.0, nc = 0.0, nt = 0.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    y = a[i] - c;
    t = s + y;
    c = (t - s) - y;
    s = t;
  }
  for (int i = 0; i < N; i++) {
    nt = ns + a[i];
    nc += fabs(ns) >= fabs(a[i]) ? (ns - nt) + a[i] : (a[i] - nt) + ns;
    ns = nt;
  }
  for (int r = 0; r < R; r++) {
    hi[r] = 0.0;
    lo[r] = 0.0;
    for (int k = 0; k < C; k++) {
      double sum = hi[r] + M[r][k];
      double bb = sum - hi[r];
      lo[r] += (hi[r] - (sum - bb)) + (M[r][k] - bb);
      hi[r] = sum;
    }
  }
#pragma endscop
  printf("%.17g %.17g %.17g\n", s, c, ns + nc);
  for (int r = 0; r < R; r++)
    printf("%.17g %.17g\n", hi[r], lo[r]);
  return 0;
}
