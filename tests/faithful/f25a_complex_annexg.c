#include <stdio.h>
#include <math.h>
#include <complex.h>
#define N 12

int main(void) {
  double _Complex x[N], y[N], p[N], r[N];
  double re[N] = {INFINITY, 1.0, NAN, 0.0, -INFINITY, 2.0, 1e308, 0.0, 3.0, INFINITY, -0.0, 5.0};
  double im[N] = {0.0, INFINITY, 1.0, 0.0, NAN, -3.0, 1e308, -0.0, NAN, INFINITY, 0.0, 1e-310};
  for (int i = 0; i < N; i++) {
    x[i] = CMPLX(re[i], im[i]);
    y[i] = CMPLX(im[(i + 3) % N], re[(i + 5) % N]);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    p[i] = x[i] * y[i];
    r[i] = x[i] / y[i];
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d p=(%a,%a) inf=%d nan=%d r=(%a,%a) inf=%d\n", i, creal(p[i]), cimag(p[i]),
           isinf(creal(p[i])) || isinf(cimag(p[i])), isnan(creal(p[i])) && isnan(cimag(p[i])),
           creal(r[i]), cimag(r[i]), isinf(creal(r[i])) || isinf(cimag(r[i])));
  return 0;
}
