/* Floating-point specials and C99 math in bodies: -0.0 through copysign and 1/x, NaN and infinities in
   comparisons and in fmax/fmin and ?:, a float program with double constants (F[i] * 0.1 is a double
   product), 2^24 + 1 converted to float, float to long long; fmod, remainder, rint, trunc, hypot, cbrt,
   expm1, log1p, fdim, fma, sqrtf and fabsf of float and double arguments.  (Passed as written; isnan,
   signbit, ldexp, scalbn, nextafter, lrint, nearbyint leave their SCoP sequential with a warning.) */
#include <stdio.h>
#include <math.h>
#define N 256
static double X[N], Y[N], Z[N], W[N], V[N];
static float F[N], G[N], H[N];
static int I[N], K[N]; static long L[N]; static long long LL[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = (i - 128) * 0.37; Y[i] = (i % 5 == 0) ? -0.0 : (i % 7) * 1.5 - 4.0;
    F[i] = (float)((i - 100) * 0.21); I[i] = 16777217 + i; L[i] = 9007199254740993L + 2 * i;
  }
  X[3] = NAN; X[4] = INFINITY; X[5] = -INFINITY; Y[6] = NAN;
#pragma scop
  for (int i = 0; i < N; i++) {
    Z[i] = copysign(1.0, Y[i]) + 1.0 / (Y[i] == 0 ? Y[i] : 1.0);
    W[i] = X[i] < Y[i] ? X[i] : Y[i];
    V[i] = fmax(X[i], Y[i]) + fmin(X[i], Y[i]) * 2;
    K[i] = (X[i] != X[i]) + 2 * (X[i] > 1e300) + 8 * (X[i] == INFINITY) + 16 * (-X[i] >= HUGE_VAL);
    G[i] = F[i] * 0.1 + 0.3;
    H[i] = I[i];
    LL[i] = (long long)(F[i] * 1000.0f);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    X[i] = fmod(Y[i] + 7.25, 1.5) + remainder(Y[i], 0.75);
    Y[i] = rint(W[i]) + trunc(V[i]) + hypot(F[i], G[i]) + cbrt(Y[i]) + expm1(F[i] / 100.0) + log1p(fabs(F[i]));
    L[i] = (long)(F[i] * 2.5f);
    V[i] = fdim(W[i], 0.5) + fma(F[i], G[i], 1.0) + sqrtf(fabsf(F[i])) + fabsf(F[i]) * 0.5;
  }
#pragma endscop
  double s = 0; unsigned long long t = 0;
  for (int i = 0; i < N; i++) {
    if (Z[i] == Z[i]) s += Z[i]; if (W[i] == W[i] && !isinf(W[i])) s += W[i] * 3; if (V[i] == V[i] && !isinf(V[i])) s += V[i];
    t = t * 31 + K[i] + LL[i] + L[i]; s += G[i] + H[i] * 1e-7; if (X[i] == X[i] && !isinf(X[i])) s += X[i]; if (Y[i] == Y[i] && !isinf(Y[i])) s+= Y[i];
  }
  printf("%.10g %llu %a %a %a %a\n", s, t, G[17], H[3], Z[0], Z[5]);
  return 0;
}
