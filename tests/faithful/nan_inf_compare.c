/* IEEE values in statements: x != x (true for NaN only), isnan/isinf/isfinite/signbit (macros of
   <math.h>: not offloaded, that SCoP stays sequential), comparisons with NaN (all false but !=), division by +0.0 and -0.0, fmax/fmin with a NaN
   operand (the other one), copysign of zero, and fabs of -0.0.  Device code must not assume finite math.  The sign of an arithmetic NaN is not specified (IEEE 754 6.3; the H200 gave 1 where x86 gave 0): NaNs print as "nan", and the last column prints 2 for a NaN.  isinf(-INFINITY) is -1 with glibc's C macro
   and 1 (bool) as C++: the CUDA translation keeps this host code in C. */
#include <stdio.h>
#include <math.h>
#define N 12
static double X[N], Y[N];
static int F1[N], F2[N], F3[N], F4[N];
static double R1[N], R2[N], R3[N], R4[N];

int main(void) {
  double vals[N] = {0.0, -0.0, 1.0, -1.0, NAN, -NAN, INFINITY, -INFINITY, 1e-310, -1e-310, 1e308, 3.5};
  for (int i = 0; i < N; i++) { X[i] = vals[i]; Y[i] = vals[(i + 5) % N]; }
#pragma scop
  for (int i = 0; i < N; i++) {
    F1[i] = (X[i] != X[i]) + 2 * (X[i] < Y[i]) + 4 * (X[i] >= Y[i]) + 8 * (X[i] == Y[i]);
    F3[i] = !(X[i] > 0) + 2 * !(X[i] <= 0);
    F4[i] = X[i] > Y[i] ? 1 : X[i] < Y[i] ? -1 : X[i] == Y[i] ? 0 : 9;
    R1[i] = 1.0 / X[i] + 1.0 / Y[i];
    R2[i] = fmax(X[i], Y[i]) - fmin(Y[i], X[i]);
    R3[i] = copysign(0.0, X[i]) + fabs(X[i]) * 0.5;
    R4[i] = X[i] * 1e-10 * 1e-300 + Y[i] * Y[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    F2[i] = isnan(X[i]) + 2 * isinf(X[i]) + 4 * isfinite(X[i]) + 8 * (signbit(X[i]) != 0);
#pragma endscop
  for (int i = 0; i < N; i++) {
    double r[4] = {R1[i], R2[i], R3[i], R4[i]};
    printf("%d %d %d %d %d", i, F1[i], F2[i], F3[i], F4[i]);
    for (int k = 0; k < 4; k++)
      if (isnan(r[k])) printf(" nan"); else printf(" %g", r[k]);
    printf(" %d\n", isnan(R3[i]) ? 2 : (int)signbit(R3[i]));
  }
  return 0;
}
