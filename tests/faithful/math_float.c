/* Math calls on float data follow C: double functions compute in double, float functions in float,
   an int argument converts to double, abs/labs are pure. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 48
float F[N], G[N], H[N];
double D[N], S[N];
int I[N];
long L[N];

int main(void) {
  for (int i = 0; i < N; i++) F[i] = 19.0f + i * 0.125f;
#pragma scop
  for (int i = 0; i < N; i++) {
    D[i] = exp(F[i]);
    S[i] = sqrt(i) + pow(F[i], 2) + fabs(F[i] - 30.0f) + fmin(F[i], 21.0f) + floor(F[i] / 3.0f);
    G[i] = sqrtf(F[i]) + fabsf(F[i] - 25.5f) + powf(F[i], 0.5f) + fminf(F[i], 20.0f) + floorf(F[i] / 2.0f);
    H[i] = expf(F[i] / 8.0f) + fmaxf(F[i], 22.0f);
    I[i] = abs(i - 20) - 5;
    L[i] = labs(i * 100000L - 2500000L) - 1;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%.10e %.10e %.6e %.6e %d %ld\n", D[i], S[i], G[i], H[i], I[i], L[i]);
  return 0;
}
