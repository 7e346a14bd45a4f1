/* isnan, isinf, isfinite and signbit as truth values, on float and double data with NaN, +-infinity,
   -0.0 and float overflow: offloaded (frontend/classify_macro.py, model/builder._classification_calls). */
#include <stdio.h>
#include <math.h>
#define N 1000
double A[N], B[N]; float F[N]; int K[N];
int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i % 5 == 0) ? NAN : (i % 7 == 0 ? (i % 2 ? INFINITY : -INFINITY) : (i % 3 ? i * 0.5 : -0.0));
    F[i] = (float)A[i] * 3.0e37f;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    B[i] = isnan(A[i]) ? 0.0 : (isinf(A[i]) ? -1.0 : A[i]);
    K[i] = (isfinite(F[i]) ? 1 : 0) + 2 * (signbit(A[i]) != 0) + 4 * !isnan(F[i] * 2.0f) + 8 * (isinf(F[i]) && !signbit(F[i]));
  }
#pragma endscop
  double s = 0; long k = 0;
  for (int i = 0; i < N; i++) { s += B[i] * i; k += K[i] * (i + 1); }
  printf("%f %ld\n", s, k);
  return 0;
}
