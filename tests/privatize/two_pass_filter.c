/* A two-pass recursive image filter in the style of the Deriche edge detector: coefficients computed
   in the SCoP, and the state of every sweep in scalars declared at the top of the function, reused by
   the row sweeps and the column sweeps (two webs each for ym1, ym2, yp1, yp2). */
#include <stdio.h>
#include <math.h>
#define W 40
#define H 30
static double in[W][H], yy1[W][H], yy2[W][H], out[W][H];
static void iir(int w, int h, double alpha, double in[W][H], double out[W][H], double yy1[W][H], double yy2[W][H])
{
  int i, j;
  double xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2;
  double k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
#pragma scop
  k = (1.0 - exp(-alpha)) * (1.0 - exp(-alpha)) / (1.0 + 2.0 * alpha * exp(-alpha) - exp(2.0 * alpha));
  a1 = a5 = k;
  a2 = a6 = k * exp(-alpha) * (alpha - 1.0);
  a3 = a7 = k * exp(-alpha) * (alpha + 1.0);
  a4 = a8 = -k * exp(-2.0 * alpha);
  b1 = pow(2.0, -alpha);
  b2 = -exp(-2.0 * alpha);
  c1 = c2 = 1;
  for (i = 0; i < w; i++) {
    ym1 = 0; ym2 = 0; xm1 = 0;
    for (j = 0; j < h; j++) {
      yy1[i][j] = a1 * in[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = in[i][j]; ym2 = ym1; ym1 = yy1[i][j];
    }
  }
  for (i = 0; i < w; i++) {
    yp1 = 0; yp2 = 0; xp1 = 0; xp2 = 0;
    for (j = h - 1; j >= 0; j--) {
      yy2[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1; xp1 = in[i][j]; yp2 = yp1; yp1 = yy2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      out[i][j] = c1 * (yy1[i][j] + yy2[i][j]);
  for (j = 0; j < h; j++) {
    tm1 = 0; ym1 = 0; ym2 = 0;
    for (i = 0; i < w; i++) {
      yy1[i][j] = a5 * out[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = out[i][j]; ym2 = ym1; ym1 = yy1[i][j];
    }
  }
  for (j = 0; j < h; j++) {
    tp1 = 0; tp2 = 0; yp1 = 0; yp2 = 0;
    for (i = w - 1; i >= 0; i--) {
      yy2[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1; tp1 = out[i][j]; yp2 = yp1; yp1 = yy2[i][j];
    }
  }
  for (i = 0; i < w; i++)
    for (j = 0; j < h; j++)
      out[i][j] = c2 * (yy1[i][j] + yy2[i][j]);
#pragma endscop
}
int main(void) {
  for (int i = 0; i < W; i++) for (int j = 0; j < H; j++) in[i][j] = (double)((313 * i + 991 * j) % 65536) / 65535.0;
  iir(W, H, 0.25, in, out, yy1, yy2);
  for (int i = 0; i < W; i++) { for (int j = 0; j < H; j++) printf("%.5g ", out[i][j]); printf("\n"); }
  return 0;
}
