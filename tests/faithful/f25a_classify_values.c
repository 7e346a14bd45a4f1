#include <stdio.h>
#include <math.h>
#define N 12

int main(void) {
  double x[N] = {0.0, -0.0, 1.5, -2.5, INFINITY, -INFINITY, NAN, -NAN, 1e-310, -1e308, 7.0, -1e-320};
  float f[N];
  int a[N], b[N], c[N], d[N], e[N], g[N], h[N], k[N];
  for (int i = 0; i < N; i++) f[i] = (float)x[i];
#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] = isnan(x[i]);
    b[i] = isinf(x[i]) ? 1 : 0;
    c[i] = isfinite(x[i]);
    d[i] = signbit(x[i]) != 0;
    e[i] = isnan(f[i]) + isfinite(f[i] * 2.0f) * 2;
    g[i] = signbit(f[i]) ? -1 : 1;
    h[i] = isinf(f[i] * 1e30f) != 0;
    k[i] = isnan(x[i] - x[i]) + 2 * isfinite(f[i] * 1e38);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %d %d %d\n", a[i], b[i], c[i], d[i], e[i], g[i], h[i], k[i]);
  return 0;
}
