/* % and / in statements whose operands differ in signedness or width: a negative int divided by an
   unsigned (converted to unsigned first), the same with a long dividend (the unsigned becomes long),
   an unsigned long long modulo a negative int (the int becomes huge), an iterator divided by an unsigned
   size, and signed % signed of negative values for comparison. */
#include <stdio.h>
#define N 64
static int A[N];
static unsigned R1[N], R2[N];
static long R3[N], R4[N];
static unsigned long long R5[N];
static int R6[N], R7[N];

static void kernel(int n, unsigned u, long l, int neg) {
#pragma scop
  for (int i = 0; i < n; i++) {
    R1[i] = A[i] / u;
    R2[i] = A[i] % u;
    R3[i] = (l * A[i]) / u;
    R4[i] = (A[i] - l) % u;
    R5[i] = (unsigned long long)(i + 1) * 1000000007ull % neg;
    R6[i] = A[i] % neg + A[i] / neg;
    R7[i] = (i - n) / 4 + (i - n) % 4 + i / (int)u;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i * 29) % 61 - 30;
  kernel(N, 7u, -3, -5);
  for (int i = 0; i < N; i++)
    printf("%u %u %ld %ld %llu %d %d\n", R1[i], R2[i], R3[i], R4[i], R5[i], R6[i], R7[i]);
  kernel(N / 2, 3u, 4000000000l, -7);
  for (int i = 0; i < N; i++)
    printf("%u %u %ld %ld %llu %d %d\n", R1[i], R2[i], R3[i], R4[i], R5[i], R6[i], R7[i]);
  return 0;
}
