#include <stdio.h>
#include <complex.h>
#define N 24

static void pr(const char *s, double _Complex z) { printf("%s %a %a\n", s, creal(z), cimag(z)); }

int main(void) {
  double _Complex a[N], b[N], s[N], d[N], m[N], q[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i - 7) * 0.375 + (i % 5 - 2) * 1.25 * I;
    b[i] = (3 - i % 4) * 0.5 - (i % 3) * 0.75 * I;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    s[i] = a[i] + b[i];
    d[i] = a[i] - b[i] * 2.0;
    m[i] = a[i] * b[i];
    q[i] = a[i] / (b[i] + 1.0);
  }
#pragma endscop
  for (int i = 0; i < N; i++) { pr("s", s[i]); pr("d", d[i]); pr("m", m[i]); pr("q", q[i]); }
  return 0;
}
