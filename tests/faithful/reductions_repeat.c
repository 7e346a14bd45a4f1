/* Reductions of the same kinds in several SCoPs of one function, in one SCoP twice, and in a SCoP inside
   a host loop: float and double sums, an int max, a long min, an unsigned product. */
#include <stdio.h>
#define N 500
static float F[N];
static double D[N];
static int I[N];
static long L[N];
static unsigned U[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    F[i] = (float)(i % 17) * 0.25f; D[i] = (i % 23) * 0.125; I[i] = (i * 37) % 101 - 50;
    L[i] = (long)(i * 7919 % 1009) - 500; U[i] = (unsigned)i * 2654435761u | 1u;
  }
  float fs = 0, fs2 = 1;
  double ds = 0;
  int imax = -1000;
  long lmin = 1000;
  unsigned up = 1;
#pragma scop
  for (int i = 0; i < N; i++)
    fs += F[i];
  for (int i = 0; i < N; i++)
    fs2 += F[i] * 2;
  for (int i = 0; i < N; i++)
    imax = I[i] > imax ? I[i] : imax;
#pragma endscop
  for (int t = 0; t < 3; t++) {
#pragma scop
    for (int i = 0; i < N; i++) {
      ds += D[i] * (t + 1);
      lmin = L[i] < lmin ? L[i] : lmin;
    }
    for (int i = 0; i < N; i++)
      up *= U[i];
#pragma endscop
  }
#pragma scop
  for (int i = 0; i < N; i++)
    fs += F[i] - 1;
#pragma endscop
  printf("%.9g %.9g %.17g %d %ld %u\n", fs, fs2, ds, imax, lmin, up);
  return 0;
}
