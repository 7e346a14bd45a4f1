/* Deriche recursive edge filter in float: the eight filter coefficients computed inside the SCoP from
   alpha with expf / powf, the causal and anti-causal passes along rows and then columns carried in
   scalars (ym1, ym2, xm1 ...) reset at each row, the anti-causal passes written downwards. */
#include <math.h>
#include <stdio.h>

#define W 40
#define H 32

static float imgIn[W][H], imgOut[W][H], ycaus[W][H], yanti[W][H];

int main(void) {
  int w = W, h = H;
  float alpha = 0.25f;
  float k, a1, a2, a3, a4, a5, a6, a7, a8, b1, b2, c1, c2;
  float xm1, tm1, ym1, ym2, xp1, xp2, tp1, tp2, yp1, yp2;
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgIn[i][j] = (float)((313 * i + 991 * j) % 65536) / 65535.0f;
#pragma scop
  k = (1.0f - expf(-alpha)) * (1.0f - expf(-alpha)) / (1.0f + 2.0f * alpha * expf(-alpha) - expf(2.0f * alpha));
  a1 = a5 = k;
  a2 = a6 = k * expf(-alpha) * (alpha - 1.0f);
  a3 = a7 = k * expf(-alpha) * (alpha + 1.0f);
  a4 = a8 = -k * expf(-2.0f * alpha);
  b1 = powf(2.0f, -alpha);
  b2 = -expf(-2.0f * alpha);
  c1 = c2 = 1;
  for (int i = 0; i < w; i++) {
    ym1 = 0.0f;
    ym2 = 0.0f;
    xm1 = 0.0f;
    for (int j = 0; j < h; j++) {
      ycaus[i][j] = a1 * imgIn[i][j] + a2 * xm1 + b1 * ym1 + b2 * ym2;
      xm1 = imgIn[i][j];
      ym2 = ym1;
      ym1 = ycaus[i][j];
    }
  }
  for (int i = 0; i < w; i++) {
    yp1 = 0.0f;
    yp2 = 0.0f;
    xp1 = 0.0f;
    xp2 = 0.0f;
    for (int j = h - 1; j >= 0; j--) {
      yanti[i][j] = a3 * xp1 + a4 * xp2 + b1 * yp1 + b2 * yp2;
      xp2 = xp1;
      xp1 = imgIn[i][j];
      yp2 = yp1;
      yp1 = yanti[i][j];
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgOut[i][j] = c1 * (ycaus[i][j] + yanti[i][j]);
  for (int j = 0; j < h; j++) {
    tm1 = 0.0f;
    ym1 = 0.0f;
    ym2 = 0.0f;
    for (int i = 0; i < w; i++) {
      ycaus[i][j] = a5 * imgOut[i][j] + a6 * tm1 + b1 * ym1 + b2 * ym2;
      tm1 = imgOut[i][j];
      ym2 = ym1;
      ym1 = ycaus[i][j];
    }
  }
  for (int j = 0; j < h; j++) {
    tp1 = 0.0f;
    tp2 = 0.0f;
    yp1 = 0.0f;
    yp2 = 0.0f;
    for (int i = w - 1; i >= 0; i--) {
      yanti[i][j] = a7 * tp1 + a8 * tp2 + b1 * yp1 + b2 * yp2;
      tp2 = tp1;
      tp1 = imgOut[i][j];
      yp2 = yp1;
      yp1 = yanti[i][j];
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      imgOut[i][j] = c2 * (ycaus[i][j] + yanti[i][j]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      s += imgOut[i][j];
  printf("%.4e %.5f %.5f\n", s, imgOut[0][0], imgOut[w - 1][h / 2]);
  return 0;
}
