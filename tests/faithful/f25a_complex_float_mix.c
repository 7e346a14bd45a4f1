#include <stdio.h>
#include <complex.h>
#define N 18

int main(void) {
  float _Complex f[N], g[N];
  double _Complex d[N], h[N];
  float fr[N];
  for (int i = 0; i < N; i++) {
    f[i] = (i * 0.1f - 0.7f) + (0.3f * (i % 4)) * I;
    d[i] = (1.0 / (i + 1)) - (0.1 * i) * I;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    g[i] = f[i] * f[i] + (float _Complex)d[i];
    h[i] = f[i] * d[i];
    fr[i] = crealf(g[i]) * cimagf(f[i]) + cabsf(f[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("(%a,%a) (%a,%a) %a\n", crealf(g[i]), cimagf(g[i]), creal(h[i]), cimag(h[i]), fr[i]);
  return 0;
}
