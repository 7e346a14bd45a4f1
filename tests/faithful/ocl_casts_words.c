/* Casts as C spells them in SCoP statements whose spelling OpenCL C or C++ reads otherwise: (_Bool) of a
   double (NaN and -0.0 too) and of a wide integer, (long long), (unsigned long long), (long int),
   (signed char), (char signed), (short unsigned), (long unsigned int), (unsigned), (signed), and a
   conversion to _Bool by `!!`. */
#include <math.h>
#include <stdio.h>
#define N 24
static double D[N];
static long L[N];
static int B1[N], B2[N], B3[N];
static long long LL[N];
static unsigned long long ULL[N];
static int S[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = (i % 4 == 0) ? 0.0 : (i % 4 == 1) ? -0.0 : (i % 4 == 2) ? 0.25 : -3e300;
    L[i] = (i % 3 == 0) ? 0 : (long)i << 40;
  }
  D[5] = NAN;
#pragma scop
  for (int i = 0; i < N; i++) {
    B1[i] = (_Bool)D[i] + 2 * (_Bool)L[i] + 4 * (_Bool)(L[i] >> 40);
    B2[i] = !!D[i] + 2 * !!(int)L[i];
    B3[i] = (_Bool)(D[i] * 0.5) * 3 + (_Bool)(i - 5);
    LL[i] = (long long)i * -3000000000LL + (long int)(D[i] > 0 ? D[i] * 4 : 1.0);
    ULL[i] = (unsigned long long)(i - 3) + (long unsigned int)i * 7u;
    S[i] = (signed char)(i * 20) + (char signed)(i * 9) * 2 + (short unsigned)(i - 2) + (unsigned)(i - 1) % 7u
           + (signed)(i * 3);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %lld %llu %d\n", B1[i], B2[i], B3[i], LL[i], ULL[i], S[i]);
  return 0;
}
