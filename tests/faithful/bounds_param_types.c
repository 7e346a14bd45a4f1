/* Bounds and conditions with parameters of several types: unsigned converted to int, size_t arithmetic,
   long long iterators, unsigned short minus a constant (int), signed char starts, and conditions with
   long long casts and unsigned right-hand sides.  (Passed as written.) */
#include <stdio.h>
#include <stddef.h>
#define N 300
static int A[N], B[N], C[N], D[N], E[N];
static long long P[N];
static void f(unsigned n, size_t m, long long k, unsigned short us, signed char sc) {
#pragma scop
  for (int i = -5; i < (int)n; i++)
    A[i + 5] += 1;
  for (int i = 0; i < m - 300 + N; i++)
    B[i] += 2;
  for (long long i = k; i < (long long)m; i++)
    C[i] += 3;
  for (int i = 0; i < us - 65000; i++)
    D[i] += 4;
  for (int i = sc; i < sc + 100; i++)
    E[i + 128] += 5;
#pragma endscop
}
static void g(unsigned n, int k) {
#pragma scop
  for (int i = 0; i < N; i++)
    if (i - k < (int)n)
      P[i] += i;
  for (int i = 0; i < N; i++)
    if ((long long)i - k < (long long)n)
      P[i] += 1000;
  for (int i = 0; i < N; i++)
    if (i > k - 2u)
      P[i] += 100000;
#pragma endscop
}
int main(void) {
  f(200, 250, 10, 65100, -100);
  f(5, 3, -0, 64999, 50);
  g(40, 100); g(10, 50); g(10, 0);
  unsigned long long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + A[i] + B[i] * 3 + C[i] * 7 + D[i] + E[i] + P[i];
  printf("%llu %d %d %d %d %d %lld\n", h, A[0], B[0], C[200], D[50], E[30], P[120]);
  return 0;
}
