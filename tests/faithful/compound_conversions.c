/* Compound assignments whose operation and store convert: an int scaled by a double (truncated), an
   unsigned char that wraps, a short divided by a double, shifts of char and unsigned, % and / of negative
   values, ++ and --, mixed-type ternaries, && guarding a division, !, comparisons added as ints. */
#include <stdio.h>
#define N 200
static int I[N], J[N], K[N]; static unsigned char U8[N]; static short SH[N]; static char C[N]; static unsigned U[N];
static double D[N], E[N]; static float F[N]; static long L[N];
int main(void) {
  for (int i = 0; i < N; i++) { I[i] = i * 37 - 3000; J[i] = -i; U8[i] = i; SH[i] = i * 300 - 30000; C[i] = i; U[i] = i * 123456789u; D[i] = i - 100; F[i] = i * 0.3f; L[i] = -i * 100000; K[i] = i; }
#pragma scop
  for (int i = 0; i < N; i++) {
    I[i] *= 0.7;
    U8[i] += 300;
    SH[i] /= 2.5;
    C[i] <<= 2;
    J[i] %= 7;
    U[i] >>= 3;
    I[i] ^= i;
    L[i] /= -3;
    F[i] *= 1.1;
    E[i] = i % 3 ? 1 : 2.5;
    D[i] = (D[i] > 0) && (I[i] / (int)D[i] > 1) ? -D[i] : D[i] / 3;
    K[i]++;
    ++K[i];
    K[i] -= -1;
    U8[i] *= U8[i];
    SH[i] = -SH[i] * 2;
    U[i] = -U[i] + (U[i] > 5u) - (J[i] < -3) + !J[i];
    L[i] = (long)I[i] << 20 | (L[i] & 0xff) ;
  }
#pragma endscop
  long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + I[i] + U8[i] + SH[i] + C[i] + J[i] + U[i] + L[i] + (long)(F[i] * 1000) + (long)(E[i] * 10) + (long)(D[i] * 1000) + K[i];
  printf("%ld %d %d %u %g\n", h, I[7], SH[9], U[11], F[13]);
  return 0;
}
