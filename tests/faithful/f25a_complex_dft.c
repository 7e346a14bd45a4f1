#include <stdio.h>
#include <math.h>
#include <complex.h>
#define N 16

int main(void) {
  double _Complex x[N], X[N];
  double pw[N];
  for (int n = 0; n < N; n++) x[n] = sin(0.7 * n) + cos(0.3 * n) * I;
#pragma scop
  for (int k = 0; k < N; k++) {
    X[k] = 0.0;
    for (int n = 0; n < N; n++)
      X[k] += x[n] * cexp(-2.0 * I * M_PI * k * n / N);
  }
  for (int k = 0; k < N; k++)
    pw[k] = creal(X[k]) * creal(X[k]) + cimag(X[k]) * cimag(X[k]);
#pragma endscop
  for (int k = 0; k < N; k++) printf("%d %.10f %.10f %.8f\n", k, creal(X[k]), cimag(X[k]), pw[k]);
  return 0;
}
