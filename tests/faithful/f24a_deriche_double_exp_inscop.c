/* Deriche edge filter in double with its coefficients computed by exp inside the SCoP from alpha, the
   causal passes written with the previous values in locals of the row loop, the anti-causal passes with
   j counting down and `<= w - 1` bounds, the two directions summed in a separate nest. */
#include <math.h>
#include <stdio.h>

#define W 40
#define H 32

static double in[W][H], out[W][H], yc[W][H], ya[W][H];

static void deriche(int w, int h, double alpha) {
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
  for (int i = 0; i <= w - 1; i++) {
    double ym1 = 0.0, ym2 = 0.0, xm1 = 0.0;
    for (int j = 0; j <= h - 1; j++) {
      yc[i][j] = a1 * in[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = in[i][j];
      ym2 = ym1;
      ym1 = yc[i][j];
    }
  }
  for (int i = 0; i <= w - 1; i++) {
    double yp1 = 0.0, yp2 = 0.0, xp1 = 0.0, xp2 = 0.0;
    for (int j = h - 1; j >= 0; j--) {
      ya[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = in[i][j];
      yp2 = yp1;
      yp1 = ya[i][j];
    }
  }
  for (int i = 0; i <= w - 1; i++)
    for (int j = 0; j <= h - 1; j++)
      out[i][j] = c1 * (yc[i][j] + ya[i][j]);
  for (int j = 0; j <= h - 1; j++) {
    double tm1 = 0.0, ym1 = 0.0, ym2 = 0.0;
    for (int i = 0; i <= w - 1; i++) {
      yc[i][j] = a5 * out[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = out[i][j];
      ym2 = ym1;
      ym1 = yc[i][j];
    }
  }
  for (int j = 0; j <= h - 1; j++) {
    double tp1 = 0.0, tp2 = 0.0, yp1 = 0.0, yp2 = 0.0;
    for (int i = w - 1; i >= 0; i--) {
      ya[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = out[i][j];
      yp2 = yp1;
      yp1 = ya[i][j];
    }
  }
  for (int i = 0; i <= w - 1; i++)
    for (int j = 0; j <= h - 1; j++)
      out[i][j] = c2 * (yc[i][j] + ya[i][j]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      in[i][j] = (double)((313 * i + 991 * j) % 65536) / 65535.0;
  deriche(W, H, 0.25);
  double s = 0;
  for (int i = 0; i < W; i++)
    for (int j = 0; j < H; j++)
      s += out[i][j];
  printf("%.10e %.10f %.10f\n", s, out[0][0], out[W - 1][H / 2]);
  return 0;
}
