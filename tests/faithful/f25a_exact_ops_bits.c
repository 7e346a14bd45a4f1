#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 32

static unsigned long long db(double x) { unsigned long long u; memcpy(&u, &x, 8); return u; }
static unsigned fb(float x) { unsigned u; memcpy(&u, &x, 4); return u; }

int main(void) {
  double x[N], y[N], sq[N], dv[N], fm[N], rm[N], fa[N], rn[N], fd[N];
  float xf[N], yf[N], sqf[N], dvf[N], fmf[N];
  for (int i = 0; i < N; i++) {
    x[i] = (i + 1) * 1.0000000000000002 * (i % 3 ? 3.3 : -7.1);
    y[i] = (i % 4 + 1) * 0.7000000000000001;
    xf[i] = (float)x[i] * 1.0000001f;
    yf[i] = (float)y[i] + 1e-7f * i;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    sq[i] = sqrt(fabs(x[i]));
    dv[i] = x[i] / y[i];
    fm[i] = fma(x[i], y[i], -x[i] * y[i]);
    rm[i] = remainder(x[i], y[i]);
    fa[i] = fmod(x[i], y[i]);
    rn[i] = rint(x[i] * 0.5);
    fd[i] = fdim(x[i], y[i]);
    sqf[i] = sqrtf(fabsf(xf[i]));
    dvf[i] = xf[i] / yf[i];
    fmf[i] = fmaf(xf[i], yf[i], -xf[i] * yf[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%llx %llx %llx %llx %llx %llx %llx %x %x %x\n", db(sq[i]), db(dv[i]), db(fm[i]), db(rm[i]), db(fa[i]),
           db(rn[i]), db(fd[i]), fb(sqf[i]), fb(dvf[i]), fb(fmf[i]));
  return 0;
}
