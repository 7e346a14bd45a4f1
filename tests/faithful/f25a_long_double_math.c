#include <stdio.h>
#include <math.h>
#define N 16

int main(void) {
  long double x[N], s[N], r[N];
  double out[N];
  for (int i = 0; i < N; i++) x[i] = (i - 8) * 0.4L + 1e-3L * i;
#pragma scop
  for (int i = 0; i < N; i++) {
    s[i] = sinl(x[i]) * 2.0L;
    r[i] = sqrtl(fabsl(x[i])) + fabsl(s[i]);
    out[i] = (double)(r[i] * 3.0L);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%La %La %a\n", s[i], r[i], out[i]);
  return 0;
}
