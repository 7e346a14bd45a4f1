/* Double math functions called on float arguments and float math functions on double arguments:
   sin(F) vs sinf(F) vs sinf(D), sqrt of a float product (promoted after the float multiply), hypot,
   cbrt, exp2, log2, log1p, expm1, erf, tgamma and their f forms, pow with int exponents (pow(x, 2),
   powf(f, 3), pow(f, -1), pow of a negative base to an odd int, pow(int, 0.5)). */
#include <stdio.h>
#include <math.h>
#define N 72
static float F[N], OF[N];
static double D[N], OD[N], P[N];
static int K[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (float)(i * 0.173 - 3.0);
    D[i] = i * 0.0917 - 2.5;
    K[i] = i - 36;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    OD[i] = sin(F[i]) - sinf(F[i]) + sinf(D[i]) + sqrt(F[i] * F[i] * 1.0001f) + hypot(F[i], D[i])
            + cbrt(D[i]) + exp2(F[i]) + log2(fabs(D[i]) + 0.5) + log1p(F[i] * F[i]) + expm1(D[i] / 4)
            + erf(F[i]) + tgamma(D[i] * 0.5 + 4);
    OF[i] = hypotf(F[i], D[i]) + cbrtf(F[i]) + exp2f(D[i]) + log2f(F[i] * F[i] + 1) + log1pf(fabsf(F[i]))
            + expm1f(F[i] / 8) + erff(D[i]) + tgammaf(F[i] / 4 + 3) + sqrtf(D[i] * D[i] + 2);
    P[i] = pow(D[i], 2) + powf(F[i], 3) + pow(F[i] + 10, -1) + pow(-2.0, K[i] % 9) + pow(K[i] + 40, 0.5)
           + pow(K[i], 3) + powf(2, K[i] % 20) + pow(D[i], -2) * 1e-3;
  }
#pragma endscop
  double s = 0, t = 0, u = 0;
  for (int i = 0; i < N; i++) { s += OD[i]; t += OF[i]; u += P[i]; }
  printf("%.15g %.8g %.15g\n", s, t, u);
  for (int i = 0; i < N; i += 5) printf("%.15g %.8g %.15g\n", OD[i], OF[i], P[i]);
  return 0;
}
