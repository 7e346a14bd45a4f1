/* Expressions an optimiser might fold but C does not: x + 0.0 (-0.0 + 0.0 is +0.0), x * 0 (NaN for inf
   and NaN, -0.0 for negative x), x - x (NaN for inf), x * 1, x / 1, -(-x), 0.0 * x, on data holding
   -0.0, inf, -inf and NaN; the sign bits and NaN-ness are printed (not the sign of a NaN: IEEE 754
   leaves the sign of an invalid operation's NaN unspecified, x86 gives it the sign bit and CUDA not). */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N], B[N][8], C[N];
static float F[N], G[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    int k = i % 6;
    A[i] = k == 0 ? -0.0 : k == 1 ? INFINITY : k == 2 ? -INFINITY : k == 3 ? NAN : (i - 8) * 0.5;
    F[i] = (float)A[i];
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 8; j++)
      B[i][j] = A[i] * j + A[i] * (j - 1) * 0 + (A[i] + 0.0) * (j == 0) + A[i] / (j + 1) - A[i] * 1;
    C[i] = A[i] + 0.0 - 0.0 + A[i] * 0 + 0.0 * A[i] - (A[i] - A[i]) + (-(-A[i])) * 1.0 / 1;
    G[i] = F[i] * 0 + (F[i] - 0.0f) + 0 * F[i] + F[i] / 1.0f;
  }
#pragma endscop
  for (int i = 0; i < N; i++) {
    printf("%d %.17g %d %.9g %d", i, isnan(C[i]) ? 7.0 : C[i], isnan(C[i]) ? 2 : signbit(C[i]) != 0,
           isnan(G[i]) ? 7.0f : G[i], isnan(G[i]) ? 2 : signbit(G[i]) != 0);
    for (int j = 0; j < 8; j++)
      printf(" %.17g/%d", isnan(B[i][j]) ? 7.0 : B[i][j], isnan(B[i][j]) ? 2 : signbit(B[i][j]) != 0);
    printf("\n");
  }
  return 0;
}
