#include <stdio.h>
#include <math.h>
#define N 20

int main(void) {
  double x[N], m[N], fr[N], ip[N], rq[N];
  int e[N], q[N];
  for (int i = 0; i < N; i++) x[i] = (i - 9) * 3.3 + (i == 4 ? 0.0 : 1e-3 * i);
#pragma scop
  for (int i = 0; i < N; i++) {
    m[i] = frexp(x[i], &e[i]);
    fr[i] = modf(x[i], &ip[i]);
    rq[i] = remquo(x[i], 2.5, &q[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%a %d %a %a %a %d\n", m[i], e[i], fr[i], ip[i], rq[i], q[i] & 7);
  return 0;
}
