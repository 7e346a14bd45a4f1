/* The rounding family on halves, negative halves and values near them, in double and float, with the
   float functions given double arguments (floorf(d) rounds d to float first) and the double ones
   given floats; fmod and remainder of negative operands, copysign of zeros, fma of exact products.
   All exactly rounded: printed as bit patterns. */
#include <stdio.h>
#include <string.h>
#include <math.h>

#define N 48

static unsigned long long bits(double v)
{
  unsigned long long u;
  memcpy(&u, &v, sizeof u);
  return u;
}

int main(void)
{
  double d[N], r[N][8];
  float f[N], s[N][6];
  for (int i = 0; i < N; i++) {
    d[i] = (i - 24) * 0.5 + (i % 5 == 0 ? 1e-17 : 0) - (i % 7 == 0 ? 2.5e-8 : 0);
    f[i] = (float)((i - 24) * 0.25) + (i % 3 == 0 ? 1e-7f : 0.0f);
  }

#pragma scop
  for (int i = 0; i < N; i++) {
    r[i][0] = floor(d[i]) + 16 * ceil(d[i]);
    r[i][1] = round(d[i]) - trunc(d[i]) * 0.5;
    r[i][2] = rint(d[i]) + floorf(d[i]) * 1e-3;
    r[i][3] = fmod(d[i], -1.5) + remainder(d[i], 2.0) * 7;
    r[i][4] = copysign(d[i] - d[i], -d[i]) + copysign(3.0, d[i] * 0.0);
    r[i][5] = fma(d[i], d[i], -d[i] * d[i]) + fma(f[i], f[i], 1.0);
    r[i][6] = roundf(d[i] * 3) + truncf(d[i] / 3) + ceilf(f[i]);
    r[i][7] = fmodf(f[i], 0.75f) + remainderf(d[i], 1.25f) + fmod(f[i], 2);
    s[i][0] = floorf(f[i] * 3);
    s[i][1] = round(f[i]) + rintf(f[i] * 2);
    s[i][2] = fmaf(f[i], 3.0f, -f[i]);
    s[i][3] = copysignf(1.0f, f[i] - f[i]) + fmaxf(f[i], -0.0f);
    s[i][4] = fminf(f[i], d[i]) + trunc(f[i] * 1.5);
    s[i][5] = fabsf(d[i]) - fabs(f[i]);
  }
#pragma endscop

  for (int i = 0; i < N; i++) {
    printf("%d", i);
    for (int k = 0; k < 8; k++)
      printf(" %llu", bits(r[i][k]));
    for (int k = 0; k < 6; k++)
      printf(" %llu", bits(s[i][k]));
    printf("\n");
  }
  return 0;
}
