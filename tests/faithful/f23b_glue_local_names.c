/* Block-scope names spelled like the CUDA and OpenCL glue's locals: parameters _pin_A, _grid, _block,
   _e and _err, a local array s2s_in_A (renamed in device code), a local int S2Sstride (one letter from
   the reserved S2S_ prefix), and a helper like s2s_floord under the user's own spelling, around a
   two-nest kernel that reads and writes A. */
#include <stdio.h>
#define N 150

double A[N], B[N];

static int floord_user(int a, int b) { return a >= 0 ? a / b : -((-a + b - 1) / b); }

static void step(int n, double _pin_A, int _grid, double _block, double _e, int _err) {
  double s2s_in_A[N];
  int S2Sstride = _grid + 1;
  for (int i = 0; i < N; i++)
    s2s_in_A[i] = floord_user(i - 70, 8);
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = A[i] * _pin_A + s2s_in_A[i] * _block - _e;
  for (int i = 1; i < n; i++)
    A[i] = B[i - 1] + _err * S2Sstride;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    A[i] = i % 7;
  step(N, 0.5, 3, 1.25, 2.0, -1);
  step(N / 2, -1.0, 1, 0.5, 0.0, 2);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += A[i] + 2 * B[i];
  printf("%.12g\n", s);
  return 0;
}
