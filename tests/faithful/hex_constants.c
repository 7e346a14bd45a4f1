/* Integer constants whose C type is not int: 0x80000000 and 0xFFFFFFFF are unsigned int (so i - 0x80000000
   is unsigned), 4294967296 is a long, '\377' is the int -1 (char is signed here), 0x7FFFFFFF + 1u wraps
   to an unsigned, 1000000 * 3000 is made in int only if it fits (it does not here: use of long 3000L),
   and an unsigned constant compared with a negative int (-1 < 0u is false). */
#include <stdio.h>
#define N 40
static unsigned U[N];
static long L[N];
static int I[N];
static long long Z[N];

int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    U[i] = (i - 0x80000000) >> 28;
    L[i] = (i - 4294967296) / 3 + (0xFFFFFFFF + i) % 1000;
    I[i] = '\377' + (i - 20 < 0u) * 10 + (i - 20 < 0) * 100 + ('\xff' == -1) * 1000;
    Z[i] = 1000000 * 3000L * i + (0x7FFFFFFF + 1u) + 077 * 0x10 - 0b101;
    U[i] += -1 < 0u;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%u %ld %d %lld\n", U[i], L[i], I[i], Z[i]);
  return 0;
}
