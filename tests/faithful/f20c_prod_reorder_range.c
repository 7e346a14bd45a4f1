/* Floating-point products over factors whose running product stays near 1 in C's order (2 and 0.5 in
   turn, 1e200 and 1e-200 in turn): lanes or partial products that take every other factor reach
   2^(n/2) and 2^(-n/2), inf and 0 for 256 floats, and inf * 0 is NaN (faith20c: OpenCL printed inf for
   C's 1, and NaN for the rows and the double product). A floating-point product keeps C's order. */
#include <stdio.h>
#define N 512
#define R 64
#define L 1024
static float f[N];
static double T[R][L], P[R], D[8 * L];
static float FT[R][L], FP[R];

int main(void) {
  for (int i = 0; i < N; i++) f[i] = i % 2 ? 0.5f : 2.0f;
  for (int r = 0; r < R; r++)
    for (int i = 0; i < L; i++) {
      T[r][i] = i % 2 == 0 ? 1e200 : 1e-200 * (1 + r * 1e-3);
      FT[r][i] = i % 2 == 0 ? 1e20f : 1e-20f * (1 + i * 1e-4f);
    }
  for (int i = 0; i < 8 * L; i++) D[i] = i % 2 == 0 ? 1e250 : 1e-250;
  float p = 1.0f;
  double q = 1.0;
#pragma scop
  for (int i = 0; i < N; i++)
    p *= f[i];
#pragma endscop
#pragma scop
  for (int r = 0; r < R; r++) {
    P[r] = 1.0;
    FP[r] = 1.0f;
    for (int i = 0; i < L; i++) {
      P[r] *= T[r][i];
      FP[r] = FP[r] * FT[r][i];
    }
  }
  for (int i = 0; i < 8 * L; i++)
    q = D[i] * q;
#pragma endscop
  printf("%.9g %.17g\n", p, q);
  for (int r = 0; r < R; r += 9) printf("%.15g %.7g\n", P[r], FP[r]);
  return 0;
}
