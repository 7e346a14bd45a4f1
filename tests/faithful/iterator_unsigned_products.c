/* An int iterator in unsigned products (i * 3000000000u wraps modulo 2^32 before the division), an
   unsigned iterator below 150 subtracted, a short iterator times 65536: the generated iterators are longs,
   the statements must see C's types.  (Passed as written.) */
#include <stdio.h>
#define N 300
static double X[N]; static unsigned long long Y[N]; static long long Z[N]; static int W[N];
static unsigned short us_n = 280;
int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    X[i] = (i * 3000000000u) / 7;
    Y[i] = i * 4000000000u + (i - 150) * 20000000u;
    Z[i] = (i - 150) * 2u > 100u;
    W[i] = (i * 16777259u) >> 20;
  }
#pragma endscop
#pragma scop
  for (unsigned i = 0; i < N; i++) {
    Y[i] = (i - 150) / 3 + (i - 100) * 3000000u;
    Z[i] += (long long)(i - 200);
  }
#pragma endscop
#pragma scop
  for (short i = 0; i < N; i++) {
    W[i] += i * 65536 / 3;
  }
#pragma endscop
  double s = 0; unsigned long long h = 0;
  for (int i = 0; i < N; i++) { s += X[i]; h = h * 31 + Y[i] + Z[i] + W[i]; }
  printf("%.17g %llu\n", s, h);
  return 0;
}
