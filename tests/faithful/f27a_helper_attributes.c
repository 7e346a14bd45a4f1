/* Helpers with GNU and C2x attributes (const, pure, always_inline, noinline, deprecated) called in
   SCoP bodies, __VA_OPT__ macros expanded in a body, _Static_assert without a message at block scope and
   in a body, attributed loops and null statements ([[]] for, [[]];) as a SCoP's nest. */
#include <stdio.h>
#define N 120
#define SUM(a, ...) ((a) __VA_OPT__(+ SUMREST(__VA_ARGS__)))
#define SUMREST(b, ...) ((b) __VA_OPT__(+ (__VA_ARGS__)))
double A[N], B[N];
__attribute__((const)) static inline int sq(int x) { return x * x; }
__attribute__((pure, always_inline)) static inline double half(double x) { return x * 0.5; }
[[deprecated, gnu::const]] static double old(double x) { return x - 1; }
static double __attribute__((noinline)) tw(double x) { return x + x; }
int main(void) {
  for (int i = 0; i < N; i++) B[i] = i * 0.5 - 9;
  _Static_assert(N > 0);
#pragma scop
  for (int i = 0; i < N; i++) {
    _Static_assert(sizeof(A[0]) == 8);
    A[i] = SUM(B[i]) + SUM(B[i], 1.0) + SUM(B[i], 2.0, 3.0) + sq(i % 7) + half(B[i]) + tw(B[i]);
  }
#pragma endscop
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = old(A[i]);
#pragma endscop
#pragma GCC diagnostic pop
#pragma scop
  [[]] for (int i = 0; i < N; i++)
    [[]] for (int j = 0; j < 4; j++) {
      [[]];
      A[i] += B[i] * j;
    }
#pragma endscop
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 3) + B[i];
  printf("%.17g\n", s);
  return 0;
}
