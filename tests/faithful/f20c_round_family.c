/* The rounding family on halves and negative values: round/lround/llround (ties away from zero),
   rint/nearbyint/lrint (ties to even in the default mode), trunc, floor, ceil, their float forms on float
   arguments and on double arguments (roundf(D) converts D to float first), results stored into long,
   long long, int and float arrays, and fmod/remainder of negative operands. */
#include <stdio.h>
#include <math.h>
#define N 80
static double D[N], RD[N], RM[N];
static float F[N], RF[N];
static long L[N];
static long long LL[N];
static int I[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = (i - 40) * 0.5 + (i % 3 == 0 ? 0.0 : 1e-9 * (i % 2 ? 1 : -1));
    F[i] = (float)((i - 40) * 0.25);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    RD[i] = round(D[i]) * 1000 + rint(D[i]) * 100 + trunc(D[i]) + floor(D[i]) * 0.5 + ceil(D[i]) * 0.25;
    RF[i] = roundf(F[i]) * 100 + rintf(F[i]) * 10 + truncf(D[i]) + floorf(F[i] - 0.5) * 0.5 + roundf(D[i] * 1.000000001);
    I[i] = (int)round(F[i] * 2) - (int)F[i] + (int)(D[i] * -2) + (int)(-D[i]);
    RM[i] = fmod(D[i], -1.5) + remainder(D[i], 1.5) * 10 + fmodf(F[i], 0.75f) * 100 + fmod(-D[i], 2);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
  {
    RD[i] += nearbyint(D[i]) * 10 + nearbyintf(F[i]) * 0.125;
    L[i] = lround(D[i]) * 100 + lrint(F[i]) * 10 + lroundf(F[i]);
    LL[i] = llround(D[i] * 1e6) + llrint(D[i] * 3);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %.10g %.9g %ld %lld %d %.10g\n", i, RD[i], RF[i], L[i], LL[i], I[i], RM[i]);
  return 0;
}
