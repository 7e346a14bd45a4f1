/* A parameter array named like the kernels' own thread index (_g0) and a parameter named like their tile
   count (_nt0): valid C (block scope), renamed in the device code without meeting s2s's own names. */
#include <stdio.h>
#define N 40
double A[N], B[N];

static void f(double *_g0, int _nt0, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = _g0[i] * 2 + _nt0;
  for (int i = 0; i < n; i++)
    B[i] = A[i] + _g0[n - 1 - i];
#pragma endscop
}

int main(void) {
  double g[N];
  for (int i = 0; i < N; i++) g[i] = i * 0.25;
  f(g, 3, N);
  for (int i = 0; i < N; i++) printf("%g %g\n", A[i], B[i]);
  return 0;
}
