/* Preprocessor forms around and inside SCoPs: #pragma once, __has_include, #elifdef/#elifndef,
   __VA_OPT__, _Pragma from macros (GCC diagnostic, scop/endscop), #line and GNU line markers,
   static_assert/_Static_assert at file and block scope, binary literals. */
#pragma once
#if __has_include(<stdio.h>)
#include <stdio.h>
#else
#error no stdio
#endif
#include <assert.h>
#define N 0b11000000
#ifdef NOT_DEFINED_ANYWHERE
#define SCALE 1.0
#elifdef N
#define SCALE 0.5
#else
#define SCALE 2.0
#endif
#ifndef N
#define OFF 9
#elifndef OFF
#define OFF 0b101
#endif
#define LOG(fmt, ...) printf(fmt __VA_OPT__(,) __VA_ARGS__)
#define SCOP_BEGIN _Pragma("scop")
#define SCOP_END _Pragma("endscop")
#define QUIET_BEGIN _Pragma("GCC diagnostic push") _Pragma("GCC diagnostic ignored \"-Wunused-variable\"")
#define QUIET_END _Pragma("GCC diagnostic pop")

_Static_assert(N == 192, "N is 192");
static_assert(sizeof(double) == 8, "double is 8 bytes");
;
double A[N], B[N], C[N];
int M[N];

static void stage(int n) {
  _Static_assert(OFF == 5, "OFF");
  static_assert(N % 0b10 == 0, "even");
SCOP_BEGIN
  for (int i = 0; i < n; i++)
    B[i] = A[i] * SCALE + OFF;
SCOP_END
QUIET_BEGIN
#pragma scop
  for (int i = 0; i < n; i++) {
    _Static_assert(0x10 == 0b10000, "hex");
    M[i] = (i & 0b1111) | ((i >> 4) << 0b100);
  }
#pragma endscop
QUIET_END
# 300 "generated.c"
#pragma scop
  for (int i = 1; i < n; i++)
    C[i] = C[i - 1] * 0.5 + B[i];
#pragma endscop
#line 400
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] + __LINE__;
#pragma endscop
}
#line 70 "f27a_preprocessor_forms.c"
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i * 0.25; C[i] = 0; }
  stage(N);
  double s = 0; long m = 0;
  for (int i = 0; i < N; i++) { s += A[i] + B[i] * 3 + C[i]; m += M[i] * (i % 5); }
  LOG("%.17g %ld\n", s, m);
  LOG("done\n");
  return 0;
}
