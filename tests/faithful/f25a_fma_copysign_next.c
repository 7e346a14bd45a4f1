#include <stdio.h>
#include <math.h>
#include <float.h>
#define N 20

int main(void) {
  double a[N], b[N], c[N], f[N], cs[N], nx[N], ld[N];
  float af[N], ff[N], nf[N];
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + i * DBL_EPSILON * 3;
    b[i] = 1.0 - i * DBL_EPSILON * 5;
    c[i] = -1.0 - (i % 3) * DBL_EPSILON;
    af[i] = 1.0f + i * FLT_EPSILON;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    f[i] = fma(a[i], b[i], c[i]);
    cs[i] = copysign(a[i] * i, c[i] * (i % 2 ? 1 : -1));
    nx[i] = nextafter(a[i], i % 2 ? 0.0 : 2.0);
    ld[i] = ldexp(b[i], i - 10);
    ff[i] = fmaf(af[i], af[i], -1.0f);
    nf[i] = nextafterf(af[i], -INFINITY);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a %a %a %a\n", f[i], cs[i], nx[i], ld[i], ff[i], nf[i]);
  return 0;
}
