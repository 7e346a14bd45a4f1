/* Iterators of typedef'd unsigned types (uint, a typedef of a typedef, uint32_t, unsigned short):
   i - 300 is unsigned for the 32-bit ones and int for the short one.  (Passed as written.) */
#include <stdio.h>
#include <stdint.h>
#define N 300
typedef unsigned int uint;
typedef unsigned short u16;
typedef uint index_t;
static double X[N], Y[N], Z[N], W[N]; static long long L[N];
int main(void) {
#pragma scop
  for (uint i = 0; i < N; i++)
    X[i] = i - 300;
  for (u16 i = 0; i < N; i++)
    Y[i] = i - 300;
  for (index_t i = 0; i < N; i++)
    Z[i] = (i - 301) / 2;
  for (uint32_t i = 0; i < N; i++)
    W[i] = i * 4000000u;
  for (size_t i = 0; i < N; i++)
    L[i] = (i - 1) >> 60;
#pragma endscop
  double s = 0; unsigned long long h = 0;
  for (int i = 0; i < N; i++) { s += X[i] + Y[i] + Z[i] + W[i]; h += L[i]; }
  printf("%.17g %.17g %.17g %.17g %.17g %llu\n", s, X[5], Y[5], Z[5], W[299], h);
  return 0;
}
