/* Single-precision physics with double-precision library calls mixed in, as ported codes have them:
   sqrtf and sqrt on float data (the double sqrt of a float, rounded back), hypot, cbrt, exp2, log1p,
   expm1, pow(x, 2) beside x * x, powf with an integer exponent, and float accumulators of double
   terms along a particle's neighbour list of fixed length. */
#include <stdio.h>
#include <math.h>

#define P 96
#define K 7

int main(void)
{
  static float px[P], py[P], m[P], fx[P], fy[P], e[P];
  static double g[P], h[P];
  for (int i = 0; i < P; i++) {
    px[i] = (float)((i * 37) % 101) * 0.173f;
    py[i] = (float)((i * 53) % 89) * 0.219f;
    m[i] = 1.0f + (i % 5) * 0.25f;
  }

#pragma scop
  for (int i = 0; i < P; i++) {
    fx[i] = 0.0f;
    fy[i] = 0.0f;
    for (int k = 1; k <= K; k++) {
      fx[i] += m[(i + k) % P] * (px[(i + k) % P] - px[i]) /
               (pow(px[(i + k) % P] - px[i], 2) + (py[(i + k) % P] - py[i]) * (py[(i + k) % P] - py[i]) + 0.01);
      fy[i] += (py[(i + k) % P] - py[i]) / (sqrtf(hypot(px[(i + k) % P] - px[i], py[(i + k) % P] - py[i])) + 0.1f);
    }
    e[i] = 0.5f * m[i] * sqrt(fx[i] * fx[i] + fy[i] * fy[i]) + cbrt(m[i]) + powf(m[i], 3);
    g[i] = exp2(px[i] * 0.1f) + log1p(py[i] * 1e-3f) + expm1(-m[i]);
    h[i] = pow(m[i], 2) - m[i] * m[i] + sqrt(m[i]) - sqrtf(m[i]);
  }
#pragma endscop

  for (int i = 0; i < P; i++)
    printf("%d %.6e %.6e %.6e %.9e %.6e\n", i, fx[i], fy[i], e[i], g[i], h[i]);
  return 0;
}
