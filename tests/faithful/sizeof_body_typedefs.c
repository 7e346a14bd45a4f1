/* sizeof of expressions of typedef'd element types in bodies: promoted narrow operands, float times
   int, ternaries of mixed types, comparisons.  (Passed as written.) */
#include <stdio.h>
#include <stdint.h>
#define N 200
typedef double real;
typedef float realf;
typedef short i16;
static real X[N]; static realf F[N]; static i16 S[N]; static uint8_t U8[N]; static long L[N];
static int R[N], Q[N], P[N];
int main(void) {
  for (int i = 0; i < N; i++) { X[i] = i; F[i] = i; S[i] = i; U8[i] = i; L[i] = i; }
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i] = sizeof(X[i]) + 10 * sizeof(F[i] * 2) + 100 * sizeof(S[i]) + 1000 * sizeof(S[i] + S[i]) + 10000 * sizeof(U8[i] ? S[i] : S[i]);
    Q[i] = sizeof(X[i] > 0) + 10 * sizeof(F[i] + 1) + 100 * sizeof((i16)X[i]) + 1000 * sizeof(-U8[i]) + 10000 * sizeof(L[i] * F[i]);
    P[i] = sizeof(real) + 10 * sizeof(realf) + 100 * sizeof(i16) + 1000 * sizeof(F[i] * 1.0) + 10000 * sizeof(1 ? F[i] : S[i]);
  }
#pragma endscop
  printf("%d %d %d\n", R[5], Q[5], P[5]);
  return 0;
}
