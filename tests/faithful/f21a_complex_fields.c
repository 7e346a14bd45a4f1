/* <complex.h> as in signal-processing and quantum codes: arrays of double complex multiplied, conjugated,
   their magnitudes (cabs) and real parts taken into double arrays; a real SCoP beside them on creal/cimag
   parts stored separately (split real/imaginary layout), which is the form that offloads. */
#include <stdio.h>
#include <complex.h>
#define N 64
double complex z[N], w[N], prod[N];
double mag[N], re[N], im[N], pr[N], pi[N];

static void complex_ops(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    prod[i] = z[i] * conj(w[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    mag[i] = cabs(prod[i]) + creal(z[i]) - cimag(w[i]);
#pragma endscop
}

static void split_layout(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double a = re[i], b = im[i];
    pr[i] = a * a - b * b;
    pi[i] = 2.0 * a * b;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    z[i] = (i % 5 - 2) * 0.5 + (i % 3) * 0.25 * I;
    w[i] = 1.0 / (i + 1) - (i % 4) * 0.125 * I;
    re[i] = creal(z[i]);
    im[i] = cimag(z[i]);
  }
  complex_ops(N);
  split_layout(N);
  double complex acc = 0;
  double s = 0;
  for (int i = 0; i < N; i++) {
    acc += prod[i] * (i + 1);
    s += mag[i] * (i + 1) + pr[i] - pi[i] * 0.5;
  }
  printf("%.17g %.17g %.17g\n", creal(acc), cimag(acc), s);
  return 0;
}
