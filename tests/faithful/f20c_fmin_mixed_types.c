/* fmin/fmax/fminf/fmaxf/fdim with mixed argument types: fmin(float, int) is a double call, fmaxf of two
   doubles rounds both to float, fmin(long, double) converts the long (exactly up to 2^53), fmaxl of
   doubles; min/max macros on mixed signed/unsigned; the results stored into int and float arrays. */
#include <stdio.h>
#include <math.h>
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define N 90
static float F[N], OF[N];
static double D[N], OD[N];
static long L[N];
static int I[N], OI[N];
static unsigned U[N];
static long long OL[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (float)((i - 45) * 0.31);
    D[i] = (i % 13 - 6) * 1.0000000001 + 0.1;
    L[i] = (long)(i - 45) * 9007199254740993L / 1000;
    I[i] = 40 - i;
    U[i] = (unsigned)(i * 3);
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    OD[i] = fmin(F[i], I[i]) + fmax(L[i], D[i]) * 1e-12 + fmax(D[i], F[i] * 0.5f) + fdim(I[i], F[i]);
    OF[i] = fmaxf(D[i], D[i] * 1.00000001) + fminf(F[i], 2) + fminf(I[i], D[i]) + fdimf(D[i], F[i]);
    OI[i] = fmin(I[i], 3.7) + MAX(I[i], -5) * 2 + (int)fmax(F[i], I[i]) + MIN(I[i], (int)U[i]);
    OL[i] = (long long)fmin(L[i], 1e17) + (long long)fmax(L[i], I[i]) + MAX(L[i], (long)I[i] * 1000000000L);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    OD[i] -= fmaxl(D[i], F[i] * 0.5);
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %.17g %.9g %d %lld\n", i, OD[i], OF[i], OI[i], OL[i]);
  return 0;
}
