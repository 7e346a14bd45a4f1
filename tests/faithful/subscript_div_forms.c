/* Subscripts and conditions with division by negative constants, % of negative values, (_Bool) casts,
   comparisons as values, casts to unsigned char and signed char that wrap, unsigned % and /, and bounds
   from long long constant arithmetic.  (Passed as written.) */
#include <stdio.h>
#define N 300
static int A[N], B[N], C[N], D[N], E[N], F[N], G[N];
int main(void) {
#pragma scop
  for (int i = 0; i < 200; i++) {
    A[i / -2 + 100] += i;
    B[(i - 100) % -7 + 10] += 1;
    C[(_Bool)(i - 5) + (i < 50) + (i > 100) * 2 + 3 * (i == 7)] += i;
    if ((unsigned char)(i * 3) < 100)
      D[i] = 1;
    if ((signed char)(i + 60) < 0)
      E[i] = 2;
    if (i % 4u == 3 && i / 3u > 10)
      F[i] = 3;
  }
  for (int i = 0; i < 10000000000LL / 50000000; i++)
    G[i] += 1;
  for (int i = -(short)-100; i < (short)65736; i++)
    G[i] += 1000;
  for (int i = 0; i < N; i++)
    if ((i < 100) < (i > 200) || !(i % 64) > 0)
      G[i] += 10000;
#pragma endscop
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + A[i] + B[i] * 3 + C[i] * 7 + D[i] + E[i] * 11 + F[i] * 13 + G[i];
  printf("%llu %d %d %d %d\n", h, A[1], B[5], C[4], G[150]);
  return 0;
}
