/* User names spelled like the generated code's helpers, macros and template parameter: a global array
   S2S_STRIDE, a scalar s2s_in_A, a user function s2s_floord used outside the SCoP, and parameters
   _bs0, _pin_A, _grid and _block (the glue's locals). */
#include <stdio.h>
#define N 128

double S2S_STRIDE[N], A[N], s2s_in_A[N];

static int s2s_floord(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

static void step(int n, double _bs0, int _pin_A, double _grid, double _block) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = S2S_STRIDE[i] * _bs0 + _pin_A + s2s_in_A[i];
  for (int i = 1; i < n; i++)
    S2S_STRIDE[i] = A[i - 1] * _grid - _block;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    S2S_STRIDE[i] = i % 7;
    s2s_in_A[i] = s2s_floord(i - 60, 8);
  }
  step(N, 0.5, 3, 1.25, 2.0);
  step(N / 2, -1.0, 1, 0.5, 0.0);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] + 2 * S2S_STRIDE[i];
  printf("%.12g %d\n", s, s2s_floord(-7, 2));
  return 0;
}
