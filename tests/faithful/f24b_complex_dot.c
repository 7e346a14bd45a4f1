/* A complex dot product kept in two accumulators with cross terms (re += ar*br - ai*bi; im += ar*bi +
   ai*br), a conjugated one, a complex matrix-vector product per row, and a complex product of unit
   rotations (not a reduction: each step multiplies the running value, a recurrence of two scalars). */
#include <math.h>
#include <stdio.h>

#define N 2048
#define R 24
#define C 128

static double ar[N], ai[N], br[N], bi[N];
static double Mr[R][C], Mi[R][C], vr[C], vi[C], yr[R], yi[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    ar[i] = cos(0.01 * i);
    ai[i] = sin(0.013 * i);
    br[i] = 1.0 / (1.0 + i % 17);
    bi[i] = 0.5 - (double)(i % 5) / 10.0;
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      Mr[r][c] = (double)((r * 3 + c) % 9) / 9.0;
      Mi[r][c] = (double)((r + c * 5) % 7) / 7.0 - 0.5;
    }
  for (int c = 0; c < C; c++) {
    vr[c] = 1.0 - c / 256.0;
    vi[c] = c / 512.0;
  }
  double re = 0.0, im = 0.0, cre = 0.0, cim = 0.0, pr = 1.0, pi = 0.0, t = 0.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    re += ar[i] * br[i] - ai[i] * bi[i];
    im += ar[i] * bi[i] + ai[i] * br[i];
  }
  for (int i = 0; i < N; i++) {
    cre = cre + (ar[i] * br[i] + ai[i] * bi[i]);
    cim = cim + (ar[i] * bi[i] - ai[i] * br[i]);
  }
  for (int r = 0; r < R; r++) {
    yr[r] = 0.0;
    yi[r] = 0.0;
    for (int c = 0; c < C; c++) {
      yr[r] += Mr[r][c] * vr[c] - Mi[r][c] * vi[c];
      yi[r] += Mr[r][c] * vi[c] + Mi[r][c] * vr[c];
    }
  }
  for (int i = 0; i < 300; i++) {
    t = pr * ar[i] - pi * ai[i];
    pi = pr * ai[i] + pi * ar[i];
    pr = t;
  }
#pragma endscop
  printf("%.9e %.9e %.9e %.9e %.9e %.9e\n", re, im, cre, cim, pr, pi);
  for (int r = 0; r < R; r++)
    printf("%.9e %.9e\n", yr[r], yi[r]);
  return 0;
}
