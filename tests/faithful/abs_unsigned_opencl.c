/* abs, labs and llabs results used where their signedness shows: abs(x) - 10 stored in a long (negative
   for |x| < 10), compared with a negative value, divided by a negative int, and shifted right.  OpenCL
   C's abs returns an unsigned type (uint, ulong): C's returns int, long, long long. */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static int I[N];
static long L[N], R1[N], R2[N], R3[N], R4[N], R5[N];
static long long Q[N], R6[N];

int main(void) {
  for (int i = 0; i < N; i++) { I[i] = i * 3 - 30; L[i] = (long)i * 5 - 60; Q[i] = (long long)i * 7 - 80; }
#pragma scop
  for (int i = 0; i < N; i++) {
    R1[i] = abs(I[i]) - 10;
    R2[i] = (abs(I[i]) - 20 < -5) + 2 * (labs(L[i]) - 30 < 0);
    R3[i] = abs(I[i] - 40) / -3 + labs(L[i]) / -7;
    R4[i] = (abs(I[i]) - 25) >> 1;
    R5[i] = labs(L[i]) - 50 + (llabs(Q[i]) - 70) * 2;
    R6[i] = llabs(Q[i]) % -9 - 4;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%ld %ld %ld %ld %ld %lld\n", R1[i], R2[i], R3[i], R4[i], R5[i], R6[i]);
  return 0;
}
