/* abs/labs/llabs/fabs/fabsf/fabsl on every type, including calls with the wrong type: abs of a double
   (truncates to int first), abs of a long long (truncates to int), fabsf of a double (rounds to float),
   labs of an unsigned int, and abs of char/short promoted; imaxabs-like llabs of differences. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#define N 64
static double D[N], R1[N];
static float F[N], R2[N];
static long L[N], R3[N];
static long long LL[N], R4[N];
static short SH[N];
static signed char C[N];
static unsigned U[N];
static int R5[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = (i - 32) * 1.75 + 0.3;
    F[i] = (float)((i - 30) * -0.9);
    L[i] = (long)(i - 31) * 100000007L;
    LL[i] = (long long)(i - 33) * 4000000011LL;
    SH[i] = (short)((i - 32) * 1000);
    C[i] = (signed char)(i * 7 - 200);
    U[i] = (unsigned)(i * 123456789u);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    R1[i] = abs(D[i]) + fabs(D[i]) + fabsf(D[i] * 1.0000001) + fabs(F[i]);
    R2[i] = fabsf(F[i]) + abs(F[i]) + fabs(SH[i]) * 0.5f;
    R3[i] = labs(L[i]) + abs(C[i]) + labs(U[i] % 1000u) - labs(L[i] - L[(i + 5) % N]);
    R4[i] = llabs(LL[i]) / 3 + llabs(LL[i] - LL[N - 1 - i]) % 1000 + labs(SH[i]) + abs(LL[i] / 1000000);
    R5[i] = abs(SH[i] - C[i]) + abs(-(int)F[i]);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    R5[i] += (int)fabsl(D[i] * 2);
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %.17g %.9g %ld %lld %d\n", i, R1[i], R2[i], R3[i], R4[i], R5[i]);
  return 0;
}
