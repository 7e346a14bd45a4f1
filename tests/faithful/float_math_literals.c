/* float and double math in the same statements: sqrtf vs sqrt of a float, fabs and fabsf of a float,
   pow with int arguments (a double), powf, fmaf, fmodf and remainderf of negative values, copysignf,
   truncf, rintf, rint, lroundf, float literals against double literals (x * 0.1f vs x * 0.1: the
   second is computed in double), and a float assigned from double arithmetic (rounded once).  Printed
   with %a.  nearbyint (it reads the rounding mode) and lround (it may set errno) keep its SCoP sequential, with a warning. */
#include <stdio.h>
#include <math.h>
#define N 1024
float F[N], G[N], R1[N], R2[N], R3[N], R4[N], R5[N], R6[N];
double D1[N], D2[N], D3[N];
long L1[N];

static void kernel(int n, int e) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R1[i] = sqrtf(F[i]) + (float)sqrt(F[i]) * 0.5f;
    D1[i] = sqrt(F[i]) - fabs(G[i]) + pow(i % 7, e);
    R2[i] = fabsf(G[i]) * 0.1f + powf(F[i], 0.5f);
    D2[i] = F[i] * 0.1 + G[i] * 0.1f;
    R3[i] = fmaf(F[i], G[i], -1.0f) + fmodf(G[i], 3.0f) + remainderf(G[i], 2.5f);
    R4[i] = copysignf(F[i], G[i]) + truncf(G[i]) + rintf(G[i] * 0.5f);
    D3[i] = rint(G[i] * 0.5) + trunc(G[i]) + (int)(G[i] * 0.75);
    R5[i] = F[i] / 3 + G[i] / 3.0;
    R6[i] = (F[i] + G[i]) * (F[i] - G[i]) / (1.0f + F[i]);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    D3[i] += nearbyint(G[i] * 0.25);
  for (int i = 0; i < n; i++)
    L1[i] = lroundf(G[i]) + lround(G[i] * 0.3);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = i * 0.37f + 0.01f;
    G[i] = (i % 50) * -0.73f + 17.25f;
  }
  kernel(N, 3);
  kernel(N / 2, -2);
  for (int i = 0; i < N; i += 97)
    printf("%a %a %a %a %a %a %a %a %a %ld\n", R1[i], D1[i], R2[i], D2[i], R3[i], R4[i], D3[i], R5[i], R6[i], L1[i]);
  return 0;
}
