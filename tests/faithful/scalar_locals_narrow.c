/* Scalars narrower than their values, local to the body or declared before the SCoP: unsigned char
   and signed char truncation, double to int, double to float rounding, all read back in the same
   iteration.  (Passed as written.) */
#include <stdio.h>
#define N 300
static double X[N], Y[N], Z[N]; static int A[N], B[N], C[N], D[N]; static float F[N];
static unsigned char UC[N]; static short S[N];
int main(void) {
  short st; float ft; unsigned char ut; int bt; int it;
  for (int i = 0; i < N; i++) { X[i] = (i - 150) * 0.77; A[i] = i * 1000 - 7; F[i] = i * 0.1f; }
#pragma scop
  for (int i = 0; i < N; i++) {
    unsigned char t = A[i] * 3;
    B[i] = t + 1;
    int k = X[i];
    Y[i] = k * 2;
    float f = X[i] / 3;
    Z[i] = f;
    int b = !!X[i];
    C[i] = b + (X[i] > 0);
    signed char sc = A[i];
    D[i] = sc * 2;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++) {
    st = A[i] * 7;
    ft = X[i] * 0.3;
    ut = A[i] - 5;
    bt = (A[i] & 4) != 0;
    it = X[i] * 3;
    S[i] = st / 3;
    X[i] = ft * 3 + ut + bt + it;
    UC[i] = ut;
  }
#pragma endscop
  double s = 0; unsigned long long h = 0;
  for (int i = 0; i < N; i++) { s += X[i] + Y[i] + Z[i]; h = h * 31 + B[i] + C[i] * 3 + D[i] * 7 + S[i] + UC[i]; }
  printf("%.17g %llu %a %a\n", s, h, Z[7], X[8]);
  return 0;
}
