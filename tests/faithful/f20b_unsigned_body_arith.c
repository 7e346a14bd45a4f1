/* Values computed from unsigned iterators in the body: i - 5 converted to double (4294967291 below 5),
   Knuth's multiplicative hash i * 2654435761u >> 16, i - n stored into a long (zero-extended), (i - 7) %
   10 in unsigned, a size_t difference in double, uint16_t products truncated, and int64_t products past
   2^32 next to a wrapped uint32_t product. */
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>
#define N 128
double A[N], B[N];
unsigned H[N], K[N];
long L[N];
uint16_t S[N];
int64_t W[N];
static void f(unsigned n, size_t m, uint16_t p) {
#pragma scop
  for (unsigned i = 0; i < n; i++) {
    A[i] = i - 5;
    H[i] = (i * 2654435761u) >> 16;
    L[i] = i - n;
    K[i] = (i - 7) % 10;
  }
  for (size_t i = 0; i < m; i++)
    B[i] = (double)(i - 3) * 1e-12 + (i < 3);
  for (uint16_t i = 0; i < p; i++)
    S[i] = i * i - 5;
  for (int i = 0; i < (int)n; i++)
    W[i] = (int64_t)i * 3000000000LL + (uint32_t)(i * 1000000007u);
#pragma endscop
}
int main(void) {
  f(N, N, N); f(10, 5, 20); f(0, 0, 0);
  double s = 0; unsigned long h = 0;
  for (int a = 0; a < N; a++) { s += (a + 1) * (A[a] + B[a]); h = h * 31 + H[a] + K[a] + (unsigned long)L[a] + S[a] + (unsigned long)W[a]; }
  printf("%.12g %lu\n", s, h);
  for (int a = 0; a < 12; a++) printf("%.17g %u %ld %u %.17g %u %lld\n", A[a], H[a], L[a], K[a], B[a], S[a], (long long)W[a]);
  return 0;
}
