/* C math calls whose argument types differ from their prototypes: float functions of doubles (sqrtf
   rounds its argument to float first), double functions of floats and ints (pow(i, 2), pow(2, i),
   exp of a float), fmaxf/fminf of mixed operands, floorf of a double, hypotf, copysignf, fdim, cbrtf of an int, and
   float arithmetic with double literals.  C++'s overloads (CUDA) would choose other functions. */
#include <stdio.h>
#include <math.h>
#define N 64
float F[N], R[N];
double D[N], S[N], T[N];
int I[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (float)(i * 0.37 + 0.1);
    D[i] = i * 1.0000001 + 1e-9;
    I[i] = i - 30;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i] = sqrtf(D[i] * 3) + powf(F[i], 2) + floorf(D[i] * 0.5) + hypotf(D[i], F[i]);
    S[i] = pow(i, 2) + pow(2, i % 20) + exp(F[i] * 0.1f) + sqrt(I[i] * I[i]) + log1p(F[i]);
    T[i] = fmaxf(D[i], F[i] * 2) + fminf(I[i], F[i]) + copysignf(D[i], I[i]) + fdim(F[i], 3) + cbrtf(I[i]);
    F[i] = F[i] * 0.1 + sinf(D[i]) + cos(F[i]) + atan2f(I[i], D[i] + 1) + fmodf(D[i], 0.7f);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%.9g %.17g %.17g %.9g\n", R[i], S[i], T[i], F[i]);
  return 0;
}
