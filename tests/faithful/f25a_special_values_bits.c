#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 14
#define F 26

/* correctly rounded results as bits; libm approximations (1 ulp apart between libraries) as %a, their
   zeros and infinities with their signs */
static void pb(double x, int exact) {
  unsigned long long u;
  memcpy(&u, &x, 8);
  if (isnan(x)) printf(" nan");
  else if (exact || x == 0.0 || isinf(x)) printf(" %016llx", u);
  else printf(" %a", x);
}

int main(void) {
  double x[N] = {0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, 0.5, -0.5, 2.0, -8.0, 1e-310, -2.5, 3.0};
  double y[N] = {-0.0, 0.0, NAN, INFINITY, NAN, -INFINITY, 0.0, -INFINITY, 1.0, -1.0, 1.0 / 3, INFINITY, -0.0, -3.0};
  double r[F][N];
#pragma scop
  for (int i = 0; i < N; i++) {
    r[0][i] = pow(x[i], y[i]);
    r[1][i] = hypot(x[i], y[i]);
    r[2][i] = atan2(x[i], y[i]);
    r[3][i] = fmod(x[i], y[i]);
    r[4][i] = remainder(x[i], y[i]);
    r[5][i] = fdim(x[i], y[i]);
    r[6][i] = copysign(x[i], y[i]);
    r[7][i] = sqrt(x[i]);
    r[8][i] = cbrt(x[i]);
    r[9][i] = exp(x[i]);
    r[10][i] = log(x[i]);
    r[11][i] = log1p(x[i]);
    r[12][i] = expm1(x[i]);
    r[13][i] = tanh(x[i]);
    r[14][i] = erf(x[i]);
    r[15][i] = tgamma(x[i]);
    r[16][i] = round(x[i] * 0.8);
    r[17][i] = trunc(x[i] * 0.8);
    r[18][i] = ceil(x[i] * 0.8);
    r[19][i] = floor(x[i] * 0.8);
    r[20][i] = rint(x[i] * 0.25);
    r[21][i] = fma(x[i], y[i], x[i]);
    r[22][i] = atanh(x[i]);
    r[23][i] = asinh(x[i]) + acosh(fabs(x[i]) + 1.0);
    r[24][i] = sin(x[i]) * cos(y[i]);
    r[25][i] = log10(x[i]) + log2(fabs(y[i])) + exp2(x[i]);
  }
#pragma endscop
  for (int f = 0; f < F; f++) {
    printf("%d:", f);
    for (int i = 0; i < N; i++) pb(r[f][i], (f >= 3 && f <= 7) || (f >= 16 && f <= 21));
    printf("\n");
  }
  return 0;
}
