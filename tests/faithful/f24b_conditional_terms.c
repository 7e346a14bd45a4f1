/* Conditional terms: `s += a[i] > 0 ? a[i] : 0` (a ternary term), `if (i % 3 == 0) s += a[i]` (an
   affine guard), `s += (a[i] > t)` (a count in a double), fmax of a guarded term, a sum under a
   triangular guard, per-row sums of the positive part and per-row counts of NaNs (`a != a`), and a sum
   whose data-dependent guard is an if (sequential: the SCoP is not modelled). */
#include <math.h>
#include <stdio.h>

#define N 3000
#define R 16
#define C 200

static double a[N];
static double M[R][C], pos[R];
static int nans[R];

int main(void)
{
  for (int i = 0; i < N; i++)
    a[i] = (double)((i * 7919) % 2001 - 1000) / 128.0;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = ((r + c) % 23 == 0) ? NAN : (double)((r * 31 + c * 7) % 61) / 16.0 - 2.0;
  double s1 = 0.0, s2 = 0.0, s3 = 0.0, mx = -1.0, tri = 0.0, dd = 0.0;
#pragma scop
  for (int i = 0; i < N; i++)
    s1 += a[i] > 0 ? a[i] : 0;
  for (int i = 0; i < N; i++)
    if (i % 3 == 0)
      s2 += a[i];
  for (int i = 0; i < N; i++)
    s3 += (a[i] > 2.5);
  for (int i = 0; i < N; i++)
    mx = fmax(mx, i % 2 ? a[i] : -a[i]);
  for (int i = 0; i < 60; i++)
    for (int j = 0; j < 50; j++)
      if (j <= i && i + j < 80)
        tri += a[i * 50 + j];
  for (int r = 0; r < R; r++) {
    pos[r] = 0.0;
    nans[r] = 0;
    for (int c = 0; c < C; c++) {
      pos[r] += M[r][c] > 0.0 ? M[r][c] : 0.0;
      nans[r] += M[r][c] != M[r][c];
    }
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    if (a[i] < -3.0)
      dd += a[i];
#pragma endscop
  printf("%.9e %.9e %.9e %g %.9e %.9e\n", s1, s2, s3, mx, tri, dd);
  for (int r = 0; r < R; r++)
    printf("%.9e %d\n", pos[r], nans[r]);
  return 0;
}
