/* Deriche-style recursive smoothing in float where the float coefficients are computed inside the SCoP
   with the double functions exp and pow called on float operands (C promotes them: the double results
   rounded to float, not expf / powf), and a vertical pass only, i up and i down. */
#include <math.h>
#include <stdio.h>

#define W 36
#define H 30

static float img[W][H], yf[W][H], yb[W][H], res[W][H];

int main(void) {
  int w = W, h = H;
  float alpha = 0.7f, a0, a1, b1, b2;
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      img[i][j] = (float)((i * 37 + j * 11) % 101) / 100.0f;
#pragma scop
  a0 = (1.0f - exp(-alpha)) * (1.0f - exp(-alpha)) / (1.0f + 2.0f * alpha * exp(-alpha) - exp(-2.0f * alpha));
  a1 = a0 * exp(-alpha) * (alpha - 1.0f);
  b1 = 2.0f * exp(-alpha);
  b2 = -pow(alpha / 2.0f, 2.0f) * exp(-2.0f * alpha);
  for (int j = 0; j < h; j++) {
    float p1 = 0.0f, p2 = 0.0f, x1 = 0.0f;
    for (int i = 0; i < w; i++) {
      yf[i][j] = a0 * img[i][j] + a1 * x1 + b1 * p1 + b2 * p2;
      x1 = img[i][j];
      p2 = p1;
      p1 = yf[i][j];
    }
  }
  for (int j = 0; j < h; j++) {
    float p1 = 0.0f, p2 = 0.0f, x1 = 0.0f;
    for (int i = w - 1; i >= 0; i--) {
      yb[i][j] = a1 * x1 + b1 * p1 + b2 * p2;
      x1 = img[i][j];
      p2 = p1;
      p1 = yb[i][j];
    }
  }
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      res[i][j] = sqrt(yf[i][j] * yf[i][j] + yb[i][j] * yb[i][j]);
#pragma endscop
  double s = 0;
  for (int i = 0; i < w; i++)
    for (int j = 0; j < h; j++)
      s += res[i][j];
  printf("%.6e %.9g %.9g %.9g %.9g\n", s, (double)res[0][0], (double)res[w - 1][h - 1], (double)a0, (double)b2);
  return 0;
}
