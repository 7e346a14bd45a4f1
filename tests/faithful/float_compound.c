/* Compound assignments whose arithmetic is done in a wider type than the target: float += double (the sum
   in double, then rounded to float), int *= double (truncated toward zero), unsigned char += int (wraps
   mod 256), short -= long; (int)-2.5 and (long) of a negative double; a large long converted to float
   and to double (rounding); float literals without f (double arithmetic) next to ones with f. */
#include <stdio.h>
#define N 50
static float F[N], G[N];
static double D[N];
static int I[N], J[N];
static unsigned char UC[N];
static short S[N];
static long L[N], M[N];
static float LF[N];
static double LD[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = 1.0f + i * 0.1f; G[i] = F[i];
    D[i] = 1e-8 * (i + 1) + (i % 3) * 0.3333333333333333;
    I[i] = 1000 * i - 20000; J[i] = i * 3 - 7;
    UC[i] = (unsigned char)(i * 11); S[i] = (short)(i * 500 - 10000);
    L[i] = 9007199254740993L + i * 1234567L; M[i] = 0;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    F[i] += D[i];
    G[i] = G[i] * 0.1 + 1e-9;
    I[i] *= 1.0 / 3.0;
    J[i] /= 2.0;
    UC[i] += 200 + i;
    S[i] -= 70000L - i;
    M[i] = (long)(-2.5 * (i % 4)) + (int)-2.5 + (long)(D[i] * -1e9);
    LF[i] = L[i];
    LD[i] = L[i] + i;
  }
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%a %a %d %d %u %d %ld %a %a\n", F[i], G[i], I[i], J[i], UC[i], S[i], M[i], LF[i], LD[i]);
  return 0;
}
