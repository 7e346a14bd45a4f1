/* The floating types of ISO/IEC TS 18661-3 that GCC has in C on x86-64: _Float32 and _Float64 (float
   and double), _Float32x, _Float64x, and the keywords _Float16 (half precision) and _Float128.  pycparser
   knew none of the keywords (the file failed to parse).  Device targets have no _Float16, _Float128 or
   _Float64x (a long double; that SCoP stays on the host), and nvcc's C++ knows neither keyword (the
   CUDA host part stays C); OpenMP keeps the types as written, reductions over them included. */
#include <stdio.h>
#define N 48
static _Float32 A[N];
static _Float64 B[N];
static _Float32x C[N];
static _Float64x D[N];
static _Float16 H[N];
static _Float128 Q[N];

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.1f; B[i] = i * 0.3; C[i] = 1; D[i] = i / 7.0L; H[i] = i * 0.25f; Q[i] = i; }
  _Float16 hs = 0;
  _Float128 qmax = -1;
  _Float64 bs = 0;
#pragma scop
  for (int i = 0; i < N; i++) {
    A[i] = A[i] * 0.1 + B[i];
    B[i] = B[i] / 3 + A[i];
    C[i] = C[i] + B[i] * A[i];
  }
  for (int i = 0; i < N; i++)
    bs += B[i] * C[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    H[i] = H[i] * (_Float16)1.5f + (_Float16)i;
    Q[i] = Q[i] / 3 + (_Float128)H[i];
    D[i] = D[i] * 3 - C[i];
  }
  for (int i = 0; i < N; i++) {
    hs += H[i];
    qmax = Q[i] > qmax ? Q[i] : qmax;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%.9g %.17g %.17g %.17Lg %.6g %.17g\n", (double)A[i], (double)B[i], (double)C[i], (long double)D[i],
           (double)H[i], (double)Q[i]);
  printf("%.6g %.17g %.17g\n", (double)hs, (double)qmax, (double)bs);
  return 0;
}
