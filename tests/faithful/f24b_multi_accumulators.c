/* Several accumulators in one loop: a sum and a max of the same term, a sum and a product of different
   arrays, the same scalar updated by two statements of the loop (s += a[i]; s += b[i];), a sum whose
   term is a body temporary, a pair (count, sum) under an affine guard, min and max updated in one
   ternary statement each, and per-row mean and variance in two passes. */
#include <math.h>
#include <stdio.h>

#define N 2048
#define R 20
#define C 96

static double a[N], b[N];
static unsigned u[N];
static double M[R][C], mean[R], var[R], lo[R], hi[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 1000) / 100.0 - 5.0;
    b[i] = (double)((i * 104729) % 777) / 77.0;
    u[i] = 2u * (unsigned)i + 1u;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (double)((r * 37 + c * 11) % 53) / 7.0;
  double s = 0.0, m = -1e300, two = 0.0, tsum = 0.0, gs = 0.0, mn = 1e300, mx = -1e300;
  unsigned up = 1u;
  int gc = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    s += a[i];
    m = fmax(m, a[i]);
  }
  for (int i = 0; i < N; i++) {
    two += a[i];
    up *= u[i];
  }
  for (int i = 0; i < N; i++) {
    tsum += a[i];
    tsum += b[i];
  }
  for (int i = 0; i < N; i++) {
    if (i % 4 == 1) {
      gc += 1;
      gs += b[i];
    }
  }
  for (int i = 0; i < N; i++) {
    mn = a[i] < mn ? a[i] : mn;
    mx = mx < a[i] ? a[i] : mx;
  }
  for (int r = 0; r < R; r++) {
    mean[r] = 0.0;
    lo[r] = 1e300;
    hi[r] = -1e300;
    for (int c = 0; c < C; c++) {
      mean[r] += M[r][c];
      lo[r] = fmin(lo[r], M[r][c]);
      hi[r] = fmax(M[r][c], hi[r]);
    }
    mean[r] /= C;
    var[r] = 0.0;
    for (int c = 0; c < C; c++)
      var[r] += (M[r][c] - mean[r]) * (M[r][c] - mean[r]);
    var[r] = var[r] / (C - 1);
  }
#pragma endscop
  double w = 0.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    double t = a[i] * b[i];
    w += t * t;
  }
#pragma endscop
  printf("%.9e %g %.9e %u %.9e %d %.9e %g %g %.9e\n", s, m, two, up, tsum, gc, gs, mn, mx, w);
  for (int r = 0; r < R; r++)
    printf("%.9e %.9e %g %g\n", mean[r], var[r], lo[r], hi[r]);
  return 0;
}
