/* Block-scope names spelled like the names in s2s's generated code (`_A_e1`, the extent it passes for
   array A; `_anchor`, `_red`, `_f0`, `_tx`, `_kk`, `_err`, `_gws`, `_lws`, `_kernels`, `_v`, `_k`, `_a`)
   used in SCoPs that are offloaded with array A, a tiled product (where `_f0` and `_kk` appear) and a
   reduction (where `_red` does). */
#include <stdio.h>
#define N 128
double A[N][N], B[N][N], C[N][N], x[N];

int main(void) {
  long _A_e1 = 3;
  int _anchor = 2, _kk = 5, _err = -1, _gws = 7, _lws = 11, _kernels = 13;
  double _red = 0.5, _f0 = 1.25, _tx = -0.75, _v = 2.0, _k = 0.125, _a = 4.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i * 3 + j) % 7) * 0.5;
      B[i][j] = ((i + j * 5) % 9) * 0.25;
    }
  double total = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] = _f0 * _A_e1;
      for (int k = 0; k < N; k++)
        C[i][j] += A[i][k] * B[k][j] * _red + _kk * _k;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      total += C[i][j] * _tx + _anchor + _err * _a;
  for (int i = 0; i < N; i++)
    x[i] = A[i][(i * 5) % N] * _kk + _gws * _v - _lws + _kernels;
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * (i % 3) + C[i][i];
  printf("%.10g %.10g\n", total, s);
  return 0;
}
