/* <float.h> and <limits.h> constants in statements: DBL_MAX, DBL_MIN and DBL_EPSILON are long double
   constants converted to double (`((double)1.797...e+308L)`), which the devices take as their exact
   values; a row minimum initialised with DBL_MAX; a long double constant whose double is not its nearest
   double (rounded to long double first: 1 + 2^-53 + 2^-70 gives 1.0, not 1 + 2^-52); FLT_MAX, NAN,
   INFINITY, HUGE_VAL, M_PI, INT_MIN, LONG_MIN, UINT_MAX. */
#define _GNU_SOURCE
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#define N 32
#define M 40
static double D[N], E[N], G[N][M], rmin[N];
static float F[N];
static long L[N];
static unsigned U[N];
static int I[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = i - 16.5;
    for (int j = 0; j < M; j++)
      G[i][j] = (i % 4 == 0) ? INFINITY : (i * 7 + j * 13) % 23 - 11.5;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    E[i] = (D[i] > 0 ? DBL_MAX : -DBL_MAX) / 4 + DBL_MIN * i + DBL_EPSILON
           + (double)1.000000000000000111023149495462908342702235L - 1.0;
    F[i] = FLT_MAX / (i + 1) + FLT_EPSILON + FLT_MIN + (float)0.1L;
    D[i] = D[i] < -10 ? NAN : (D[i] > 10 ? INFINITY : D[i] * M_PI + HUGE_VAL * (i == 7));
    L[i] = LONG_MIN + i + LLONG_MAX / 3 + INT64_MAX / 5;
    U[i] = UINT_MAX - i + UINT32_MAX;
    I[i] = INT_MIN + i + INT_MAX / 2 + SHRT_MIN + SCHAR_MAX + CHAR_BIT;
  }
  for (int i = 0; i < N; i++) {
    rmin[i] = DBL_MAX;
    for (int j = 0; j < M; j++)
      rmin[i] = fmin(rmin[i], G[i][j]);
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%a %a %.17g %ld %u %d %a\n", E[i], F[i], D[i], L[i], U[i], I[i], rmin[i]);
  return 0;
}
