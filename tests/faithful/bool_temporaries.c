/* Boolean temporaries of a loop body (_Bool and bool): conversions of doubles (-0.0, NaN, a subnormal,
   -inf), of int masks and of a long product that wraps past int, logical operators, and arithmetic on the
   values.  Their copies live in registers, so OpenCL offloads the SCoP with bool locals. */
#include <stdio.h>
#include <math.h>
#include <stdbool.h>
#define N 64
double A[N]; int K[N]; double B[N]; int C[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 5) * 0.25 - 0.5; K[i] = i * 37 % 11 - 5; }
  A[3] = -0.0; A[7] = NAN; A[9] = 1e-310; A[11] = -INFINITY;
#pragma scop
  for (int i = 0; i < N; i++) {
    _Bool a = A[i];
    bool b = K[i] & 4;
    _Bool c = (long)K[i] * 1000000007L;
    bool d = a && !b;
    B[i] = a + 2 * b + 4.0 * c + 8 * d;
    C[i] = (a == b) - (c != d) + (int)(a * 3.5);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %g %d\n", i, B[i], C[i]);
  return 0;
}
