/* Iterators whose values lie beyond the range of int: long long loops from 3e9 and from -5e9, a nest
   whose bounds are a long long parameter of 6e9 (and twice it), and an unsigned long loop crossing 2^32;
   the values are read in the bodies (i % 1000 + i / 7, a product, (unsigned)i narrowing, a division in
   double), so a kernel computing them in 32 bits would print other numbers. */
#include <stdio.h>
#define N 100
long long A[N], B[N][N]; double D[N]; unsigned long U[N];
static void f(int n, long long base) {
#pragma scop
  for (long long i = 3000000000LL; i < 3000000000LL + n; i++)
    A[i - 3000000000LL] = i % 1000 + i / 7;
#pragma endscop
#pragma scop
  for (long long i = base; i < base + n; i++)
    for (long long j = base * 2; j < base * 2 + n; j++)
      B[i - base][j - 2 * base] = i * 3 - j + (i + j) % 17;
#pragma endscop
#pragma scop
  for (unsigned long i = 4294967290ul; i < 4294967290ul + n; i++)
    U[i - 4294967290ul] = i * 2 + (unsigned)i;
#pragma endscop
#pragma scop
  for (long long i = -5000000000LL; i < -5000000000LL + n; i++)
    D[i + 5000000000LL] = (double)i / 3 + (int)(i % 5);
#pragma endscop
}
int main(void) {
  f(N, 6000000001LL);
  for (int i = 0; i < N; i++) {
    long long s = 0;
    for (int j = 0; j < N; j++) s += B[i][j] * (j + 1);
    printf("%lld %lld %lu %.17g\n", A[i], s, U[i], D[i]);
  }
  return 0;
}
