#include <stdio.h>
#include <math.h>
#define N 24

int main(void) {
  double x[N], ri[N], nb[N], ro[N], tr[N], fl[N], ce[N];
  long lr[N];
  long long ll[N];
  for (int i = 0; i < N; i++) x[i] = (i - 12) * 0.5 + (i % 3 == 0 ? 0.0 : 0.25 * (i % 2 ? 1 : -1));
#pragma scop
  for (int i = 0; i < N; i++) {
    ri[i] = rint(x[i]);
    nb[i] = nearbyint(x[i]);
    lr[i] = lrint(x[i]);
    ll[i] = llround(x[i]);
    ro[i] = round(x[i]);
    tr[i] = trunc(x[i]);
    fl[i] = floor(x[i]);
    ce[i] = ceil(x[i]);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%g: %a %a %ld %lld %a %a %a %a\n", x[i], ri[i], nb[i], lr[i], ll[i], ro[i], tr[i], fl[i], ce[i]);
  return 0;
}
