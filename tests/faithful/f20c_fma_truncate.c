/* Expressions whose contraction into an fma changes the result: a*b+c truncated to an int, a*b-c compared
   to zero, a*b == c*d, and x*x - y*y with x close to y; the values are chosen so that the rounded product
   and the exact one differ (0.1 * 10 - 1, (1 + 2^-27)^2 - 1 - 2^-26). */
#include <stdio.h>
#define N 128
static double A[N], B[N], C[N], X[N];
static float FA[N], FB[N];
static int I[N], J[N], K[N], CMP[N];
static double OUT[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = 0.1 * (i % 9 + 1);
    B[i] = 10.0 / (i % 9 + 1) * (i % 9 + 1) / (i % 9 + 1);
    C[i] = -(double)(i % 9 + 1) * 0.1 * B[i];
    X[i] = 1.0 + (double)(i % 4) / 134217728.0;
    FA[i] = 0.1f * (i % 7 + 1);
    FB[i] = 10.0f / (i % 7 + 1);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    I[i] = (int)((A[i] * B[i] - 1.0) * 1e17);
    J[i] = A[i] * B[i] + C[i] < 0.0 ? -1 : A[i] * B[i] + C[i] > 0.0 ? 1 : 0;
    K[i] = (int)((X[i] * X[i] - 1.0 - 2.0 * (X[i] - 1.0)) * 1e20);
    CMP[i] = (FA[i] * FB[i] - 1.0f) * 1e9f > 0.5f ? 1 : (FA[i] * FB[i] == 1.0f ? 2 : 3);
    OUT[i] = A[i] * B[i] * 10 + C[i];
  }
#pragma endscop
  long s = 0;
  for (int i = 0; i < N; i++) s += (long)I[i] * (i + 1) + J[i] * 7 + K[i] * 3 + CMP[i];
  printf("%ld\n", s);
  for (int i = 0; i < N; i += 3) printf("%d %d %d %d %d %.17g\n", i, I[i], J[i], K[i], CMP[i], OUT[i]);
  return 0;
}
