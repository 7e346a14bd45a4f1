/* Accumulators of one floating type fed by the other: a float sum of double terms (each step rounds the
   double sum to float), a double sum of float products (the product in float first), a float max by
   fmaxf of doubles converted, a double min by fmin of floats, a float product by 0.5 (exact), and a
   long double sum of doubles (kept on the host with a warning: no device type has its layout).  The data are dyadic and small, so any order of the sums is exact. */
#include <stdio.h>
#include <math.h>
#define N 8192
double D[N];
float F[N], G[N];

static void kernel(int n) {
  float fs = 0.0f, fmx = -1e30f, fp = 1.0f;
  double ds = 0.0, dmn = 1e300;
  long double ls = 0.0L;
#pragma scop
  for (int i = 0; i < n; i++) {
    fs += D[i];
    ds += F[i] * G[i];
    fmx = fmaxf(fmx, D[i] * 2);
    dmn = fmin(dmn, F[i] - G[i]);
    if (i % 512 == 0)
      fp *= 0.5f;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    ls += D[i] * 4;
#pragma endscop
  printf("%a %a %a %a %a %.6Lf\n", fs, ds, fmx, dmn, fp, ls);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = ((i * 37) % 64 - 32) * 0.25;
    F[i] = (float)((i * 11) % 16) * 0.5f;
    G[i] = (float)((i * 5) % 8 - 4) * 0.125f;
  }
  kernel(N);
  kernel(1000);
  kernel(1);
  return 0;
}
