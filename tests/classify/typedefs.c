/* The macros on typedef'd floating types, on products and casts, in a data-dependent `if` whose
   branch is a loop-invariant store (offloaded). */
#include <stdio.h>
#include <math.h>
#define N 256
typedef double real;
typedef float realf;
real A[N];
realf F[N];
int bad[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i % 9 == 0 ? NAN : (i % 11 == 0 ? 1e300 : i * 0.5);
    F[i] = i % 7 == 0 ? -0.0f : (realf)(i * 1.5);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    real t = A[i] * 1e10;
    if (isinf(t) || isnan((float)A[i]))
      bad[i] = 1;
    else
      bad[i] = signbit(F[i]) ? 2 : 0;
    if (!isfinite(t))
      A[i] = 0.0;
  }
#pragma endscop
  long s = 0;
  double a = 0;
  for (int i = 0; i < N; i++) {
    s += bad[i] * (i + 1);
    a += A[i];
  }
  printf("%ld %.10e\n", s, a);
  return 0;
}
