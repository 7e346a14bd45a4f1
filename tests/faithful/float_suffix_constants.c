/* Floating constants with the suffixes of GCC's other floating types: `1.5Q` and `0.1q` (__float128),
   `2.5W` (__float80), ISO/IEC TS 18661-3's `0.1f32`, `0.1f64`, `0.1f32x`, `0.1f64x`, `0.1f128`, `1.5f16`
   and hexadecimal forms (`0x1.8p1f64`).  pycparser reads none of them: the whole file failed ("syntax error
   before 'Q'").  The preprocessing step now makes each a call that no SCoP accepts: SCoPs that use them stay
   sequential with a warning, the others are translated, and CUDA's host part stays C.  The type
   __float80 (x86's long double) was unknown to the parse too (main's body was set aside). */
#include <stdio.h>
#define N 2000
static __float128 q0 = 1.5Q;
static _Float64 tab[4] = {0.1f64, 0x1.8p1f64, 2.5e-1f64, 1e2f64};
double A[N], B[N];
float F[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + B[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] * 0.1f64 + 1.0f32x;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    F[i] = F[i] * 0.1f32 + 2.0f;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] += (double)(A[i] * 0.1q);
#pragma endscop
}

int main(void) {
  __float80 w = 2.5W;
  _Float16 h = 1.5f16;
  _Float128 f = 0.1f128;
  _Float64x x = 0.1f64x;
  for (int i = 0; i < N; i++) { A[i] = (i % 7) * 0.25; B[i] = i % 3; F[i] = (float)(i % 5); }
  kernel(N);
  kernel(N / 3);
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 3 + 1) + B[i] + F[i];
  printf("%.12g %.17g %.17g %.17g %.17g %.17g %.17g\n", s, (double)q0, (double)w, (double)h, (double)f,
         (double)x, (double)(tab[0] + tab[1] + tab[2] + tab[3]));
  return 0;
}
