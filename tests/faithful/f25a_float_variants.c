#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  float x[N], a[N], b[N], c[N], d[N];
  double e[N];
  for (int i = 0; i < N; i++) x[i] = (i - 12) * 0.37f;
#pragma scop
  for (int i = 0; i < N; i++) {
    a[i] = sinf(x[i]);
    b[i] = sin(x[i]);
    c[i] = expf(x[i]) + logf(fabsf(x[i]) + 1.0f);
    d[i] = sqrtf(fabsf(x[i])) * cosf(x[i]);
    e[i] = atan2f(x[i], 1.5f) + atan2(x[i], 1.5);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %a %a %a %a\n", a[i], b[i], c[i], d[i], e[i]);
  return 0;
}
