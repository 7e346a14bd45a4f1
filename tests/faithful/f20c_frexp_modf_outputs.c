/* Math functions with pointer outputs inside a SCoP: frexp(x, &E[i]), modf(x, &IP[i]), remquo(x, y, &Q[i]),
   frexpf/modff on floats, and ldexp of the exponent written just before: the call writes through its
   pointer argument, so E, IP and Q are outputs of the statement as much as the left-hand side (that SCoP stays sequential); the second SCoP reads
   them back with ldexp, scalbn and ilogb. */
#include <stdio.h>
#include <math.h>
#define N 96
static double X[N], M[N], FR[N], IP[N], R[N], L[N];
static int E[N], Q[N], EF[N];
static float XF[N], MF[N], IPF[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    X[i] = (i - 40) * 3.7 + 0.125 * (i % 5);
    XF[i] = (float)((i - 50) * 1.3);
    E[i] = -99; Q[i] = -99; EF[i] = -99; IP[i] = -1;
  }
#pragma scop
  for (int i = 0; i < N; i++) {
    M[i] = frexp(X[i], &E[i]);
    FR[i] = modf(X[i] * 0.5, &IP[i]);
    R[i] = remquo(X[i], 2.5, &Q[i]);
    MF[i] = frexpf(XF[i], &EF[i]);
    L[i] = modff(XF[i], &IPF[i]);
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    L[i] += ldexp(M[i], E[i] + 1) + ldexp(1.0, Q[i] % 7) + scalbn(FR[i], -E[i]) + ilogb(X[i] + 0.5) + ldexpf(MF[i], EF[i]);
#pragma endscop
  double s = 0;
  long t = 0;
  for (int i = 0; i < N; i++) {
    s += M[i] * 3 + FR[i] * 5 + IP[i] + R[i] * 7 + MF[i] + L[i] * 0.25 + IPF[i];
    t += E[i] * 3 + Q[i] * 5 + EF[i] * 7;
  }
  printf("%.17g %ld\n", s, t);
  for (int i = 0; i < N; i += 7) printf("%.17g %d %.17g %.17g %.17g %d %.9g %.17g\n", M[i], E[i], FR[i], IP[i], R[i], Q[i], MF[i], L[i]);
  return 0;
}
