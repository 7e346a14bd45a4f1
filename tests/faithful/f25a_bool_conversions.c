#include <stdio.h>
#include <stdbool.h>
#include <math.h>
#define N 16

int main(void) {
  double x[N] = {0.0, -0.0, 0.5, -0.25, 1e-310, NAN, INFINITY, 2.0, 0.999, -1.0, 1e-320, 3.5, 0.0, 7.0, -0.5, 0.1};
  int k[N];
  _Bool b[N], c[N], e[N];
  bool d[N];
  int n1[N], n2[N], n3[N];
  for (int i = 0; i < N; i++) k[i] = (i - 4) * 128;
#pragma scop
  for (int i = 0; i < N; i++) {
    b[i] = x[i];
    c[i] = k[i];
    d[i] = (_Bool)(x[i] * 0.5) + (k[i] & 256);
    e[i] = (unsigned char)k[i];
    n1[i] = !x[i];
    n2[i] = x[i] && k[i];
    n3[i] = x[i] ? 10 : 20;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %d %d\n", b[i], c[i], d[i], e[i], n1[i], n2[i], n3[i]);
  return 0;
}
