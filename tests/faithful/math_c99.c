/* C99 math functions of doubles beyond the common ones (round, trunc, fma, tgamma...), and float ones,
   on double, float and int arguments: each call converts its arguments as C does. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 64
int main(void) {
  static double A[N], B[N], C[N], D[N];
  static float F[N], G[N];
  static int I[N];
  for (int i = 0; i < N; i++) { A[i] = (i - 31) * 0.77; F[i] = (float)(i * 0.3f - 5.1f); I[i] = i - 40; }
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = abs(A[i]) + labs(I[i]);
    C[i] = sqrtf(A[i] * A[i]) + fabsf(A[i]) + floorf(A[i]);
    G[i] = sqrt(F[i] * F[i] + 1) + pow(F[i], 2) + exp(F[i] / 10);
    D[i] = pow(I[i], 2) + fmodf(A[i], 0.3) + round(A[i]) + trunc(A[i] * 3) + fma(A[i], A[i], 0.5) + expm1(A[i] / 50) + tgamma(F[i] / 10 + 3) + fdim(A[i], 1.5) + remainder(A[i], 0.7) + log1p(fabs(A[i])) + asinh(A[i]) + erfc(A[i] / 9) + rint(A[i] * 2.5) + truncf(A[i]) + roundf(F[i]);
  }
#pragma endscop
  double s = 0; for (int i = 0; i < N; i++) s += B[i] + C[i] * 1.1 + G[i] * 1.3 + D[i] * 0.7;
  printf("%.17g %.17g %.9g %.17g\n", s, C[5], G[7], D[9]);
  return 0;
}
