/* -0.0, NaN and infinities through a SCoP: copysign, signbit, isnan, isinf, isfinite (macros on float and
   double), fmin/fmax with NaN operands, INFINITY and NAN constants, DBL_MAX overflowing to inf,
   FLT_EPSILON, and a ternary maximum whose result depends on the order of equal zeros and NaNs. */
#include <stdio.h>
#include <math.h>
#include <float.h>
#define N 64
#define R 16
static double A[N], B[N], C[N];
static float F[N], G[N];
static int S[N];
static double T[R][N], MX[R], MN[R];

int main(void) {
  for (int i = 0; i < N; i++) {
    int k = i % 8;
    A[i] = k == 0 ? 0.0 : k == 1 ? -0.0 : k == 2 ? NAN : k == 3 ? INFINITY : k == 4 ? -INFINITY : (i - 30) * 0.5;
    F[i] = (float)(k == 5 ? -0.0 : k == 6 ? FLT_MAX : (i - 20) * 0.25);
  }
  for (int r = 0; r < R; r++)
    for (int i = 0; i < N; i++) {
      int k = (i + r) % 11;
      T[r][i] = k == 0 ? -0.0 : k == 1 ? 0.0 : k == 2 && r % 3 == 0 ? NAN : (k - 6) * 0.0;
    }
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = copysign(1.0, A[i]);
    C[i] = fmax(A[i], -1.0) + fmin(A[i], F[i]) + A[i] * DBL_MAX * 4;
    G[i] = F[i] * 1e30f + FLT_EPSILON * i;
    S[i] = (A[i] == 0.0) + 2 * (A[i] != A[i]) + 4 * (A[i] < INFINITY) + 8 * !(A[i] >= 0.0);
  }
  for (int r = 0; r < R; r++) {
    MX[r] = T[r][0];
    MN[r] = T[r][0];
    for (int i = 1; i < N; i++) {
      MX[r] = T[r][i] > MX[r] ? T[r][i] : MX[r];
      MN[r] = MN[r] <= T[r][i] ? MN[r] : T[r][i];
    }
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] += (signbit(A[i]) ? 10 : 0) + (float)(signbit(F[i]) != 0) + (isnan(A[i]) ? 100 : 0)
            + (isinf(A[i]) ? 1000 : 0) + (isfinite(F[i]) ? 0.5 : 0.25);
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g %.9g %d %d %d\n", i, isnan(B[i]) ? 7777.0 : B[i], isnan(C[i]) ? 7777.0 : C[i],
           isnan(G[i]) ? 7777.0f : G[i], S[i], signbit(C[i]) != 0, signbit(G[i]) != 0);
  for (int r = 0; r < R; r++)
    printf("%d %d %d %d %d\n", r, isnan(MX[r]), signbit(MX[r]) != 0, isnan(MN[r]), signbit(MN[r]) != 0);
  return 0;
}
