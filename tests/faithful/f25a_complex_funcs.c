#include <stdio.h>
#include <complex.h>
#define N 20

int main(void) {
  double _Complex z[N], c[N], e[N];
  double re[N], im[N], ab[N], ar[N];
  for (int i = 0; i < N; i++) z[i] = (i - 9) * 0.3 + (7 - i) * 0.2 * I;
#pragma scop
  for (int i = 0; i < N; i++) {
    re[i] = creal(z[i]);
    im[i] = cimag(z[i]);
    c[i] = conj(z[i]) * I;
    ab[i] = cabs(z[i]);
    ar[i] = carg(z[i]);
    e[i] = cexp(z[i] * 0.5);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%a %a (%a,%a) %a %a (%a,%a)\n", re[i], im[i], creal(c[i]), cimag(c[i]), ab[i], ar[i],
           creal(e[i]), cimag(e[i]));
  return 0;
}
