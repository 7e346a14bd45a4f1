/* <tgmath.h> picks the function by the arguments' types: an integer argument counts as double, so
   pow(f, 2) with a float f is the double pow, fmax(f, g) of floats is fmaxf, atan2(f, d) is atan2.
   The results are printed as bit patterns: a float function where C calls the double one differs
   only in the last bits. Only exactly rounded functions are compared so (powf is
   not one: OpenCL allows it 16 ulp). */
#include <stdio.h>
#include <string.h>
#include <tgmath.h>

#define N 64

static unsigned long long bits(double v)
{
  unsigned long long u;
  memcpy(&u, &v, sizeof u);
  return u;
}

int main(void)
{
  float f[N], g[N];
  double d[N], p2[N], sq[N], mx[N], fm[N], ab[N], rs[N];
  float sf[N], pf[N];
  for (int i = 0; i < N; i++) {
    f[i] = (float)(i * 0.37 - 9.1) / 3.0f;
    g[i] = (float)((i * 13) % 17) * 0.31f - 2.2f;
    d[i] = i * 0.011 + 0.3;
  }

#pragma scop
  for (int i = 0; i < N; i++) {
    p2[i] = pow(f[i], 2);              /* double pow of (double)f */
    pf[i] = pow(f[i], 2.0f);           /* powf: both float */
    sq[i] = sqrt(f[i] * g[i] + 40);    /* float argument: sqrtf, converted to double */
    sf[i] = sqrt(d[i] * f[i]);         /* double argument */
    mx[i] = fmax(f[i], g[i]) + fmax(f[i], d[i]);
    fm[i] = fma(f[i], g[i], 1.0f) - fma(f[i], g[i], 1);
    ab[i] = fabs(i - 30) + fabs(f[i]);
    rs[i] = sqrt(i) + fmod(f[i], 0.5f) + fmod(d[i], 0.25) + ceil(f[i] * 1.5f) + trunc(i / 7.0);
  }
#pragma endscop

  for (int i = 0; i < N; i++)
    printf("%d %llu %.6g %llu %llu %llu %llu %llu %llu %llu\n", i, bits(p2[i]), pf[i], bits(sq[i]),
           bits(sf[i]), bits(mx[i]), bits(fm[i]), bits(ab[i]), bits(rs[i]), bits(f[i]));
  return 0;
}
