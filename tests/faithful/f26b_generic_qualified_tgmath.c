/* _Generic selections whose choice depends on C's exact rules: associations of qualified types
   (const float, volatile int, a typedef of const double) never match, the controlling expression being
   unqualified after lvalue conversion; under <tgmath.h> the math names are type-generic, so sqrt of a
   float is a float and pow(float, double) a double; a selection of the bare name exp there designates
   the double function (the type-generic macros are function-like): kept sequential. */
#include <stdio.h>
#include <tgmath.h>
#define N 24
typedef const double cdouble;
float F[N]; double D[N]; int R[N][3]; float G[N]; double H[N];

static void select_kinds(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R[i][0] = _Generic(F[i], const float: 1, default: 2) * 10 + _Generic(D[i], cdouble: 3, double: 4);
    R[i][1] = _Generic(i, volatile int: 5, int: 6) * 10 + _Generic(sqrt(F[i]), float: 7, double: 8);
    R[i][2] = _Generic(pow(F[i], 2.0), float: 1, double: 2) * 10 + _Generic(fabs(F[i]) * 2.0f, float: 3,
                                                                              default: 4);
    H[i] = _Generic(D[i] * F[i], const double: 0.5, double: 0.25, default: 0.125) * D[i];
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    G[i] = _Generic(F[i], float: exp, default: sqrt)(F[i] * 0.5f);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) { F[i] = 0.37f * i; D[i] = 1.5 * i - 7; }
  select_kinds(N);
  select_kinds(N / 2);
  for (int i = 0; i < N; i++)
    printf("%d %d %d %.9g %.17g\n", R[i][0], R[i][1], R[i][2], G[i], H[i]);
  return 0;
}
