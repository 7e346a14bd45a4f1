/* SCoPs in C99 inline functions with external linkage: `scale` is an inline definition (every
   declaration says `inline`, none `extern`: C11 6.7.4p7), which may not refer to an identifier with
   internal linkage (6.7.4p3): the OpenCL translation called its static host function from it (gcc:
   "'s2s_scop0_scale' is static but used in inline function 'scale' which is not static").  `axpy` has an
   `extern` declaration, which makes this file hold its external definition. (Built with -O2, which
   inlines `scale`: this file has no external definition of it.) */
#include <stdio.h>
#define N 100
double X[N], Y[N];

inline void scale(int n, double a, double *restrict y) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = a * y[i] + i;
#pragma endscop
}

inline void axpy(int n, double a, double *restrict y, const double *restrict x) {
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
#pragma endscop
}

extern inline void axpy(int n, double a, double *restrict y, const double *restrict x);

int main(void) {
  for (int i = 0; i < N; i++) { X[i] = i * 0.5; Y[i] = 1.0 - i; }
  axpy(N, 2.0, Y, X);
  scale(N, 0.5, Y);
  axpy(N / 2, -0.5, Y + 1, X + 3);
  scale(N / 3, -2.0, X + 1);
  for (int i = 0; i < N; i++) printf("%g %g\n", X[i], Y[i]);
  return 0;
}
