/* Wider temporaries than the data: a long double accumulator of a compensated dot product per row, a
   long double square root of a double sum, and an unsigned __int128 product of two 64-bit values whose
   high half is kept.  OpenMP runs them as written; the device targets keep the SCoPs on the host. */
#include <stdio.h>
#include <math.h>
#include <stdint.h>

#define R 16
#define C 300

int main(void)
{
  static double A[R][C], x[C], dot[R], nrm[R];
  static uint64_t u[C], hi[C];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      A[i][j] = ((i * 31 + j * 17) % 97) * 1e-3 + (j % 2 ? 1e8 : -1e8);
  for (int j = 0; j < C; j++) {
    x[j] = 1.0 + j * 1e-9;
    u[j] = 0x9E3779B97F4A7C15ull * (uint64_t)(j + 1);
  }

#pragma scop
  for (int i = 0; i < R; i++) {
    long double s = 0.0L;
    for (int j = 0; j < C; j++)
      s += (long double)A[i][j] * x[j];
    dot[i] = (double)s;
    nrm[i] = sqrt((double)(s * s + 1.0L));
  }
#pragma endscop
#pragma scop
  for (int j = 0; j < C; j++)
    hi[j] = (uint64_t)(((unsigned __int128)u[j] * u[(j * 7) % C]) >> 64);
#pragma endscop

  for (int i = 0; i < R; i++)
    printf("%d %.17g %.17g\n", i, dot[i], nrm[i]);
  uint64_t h = 0;
  for (int j = 0; j < C; j++)
    h = h * 1000003u ^ hi[j];
  printf("%llu\n", (unsigned long long)h);
  return 0;
}
