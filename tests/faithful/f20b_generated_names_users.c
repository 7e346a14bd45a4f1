/* User names spelled like the generated code's: arrays _k, _a, _err, _kernels, _t0, _g0, _lws, an
   iterator _gws and parameters _v, _lo0, _nt0 (the OpenMP target keeps the SCoP on the host with its
   warning; OpenCL and CUDA rename). */
#include <stdio.h>
#define N 64
double _k[N], _a[N], _err[N], _kernels[N], _t0[N], _g0[N], _lws[N];
static void f(int _v, double _lo0, int _nt0) {
#pragma scop
  for (int _gws = 0; _gws < _v; _gws++) {
    _k[_gws] = _a[_gws] * _lo0 + _err[_gws];
    _kernels[_gws] += _t0[_gws] + _nt0;
    _g0[_gws] = _lws[_gws] + 1;
  }
#pragma endscop
}
int main(void) {
  for (int i = 0; i < N; i++) { _k[i] = i; _a[i] = i * 0.5; _err[i] = 1; _kernels[i] = 2; _t0[i] = -i; _g0[i] = 0; _lws[i] = i % 3; }
  f(N, 1.5, 3); f(7, 2.0, 1);
  double s = 0;
  for (int i = 0; i < N; i++) s += (i + 1) * (_k[i] + 3 * _kernels[i] + 5 * _g0[i]);
  printf("%.10g\n", s);
  return 0;
}
