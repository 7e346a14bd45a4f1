/* Constant unsigned expressions in bounds and conditions are computed modulo 2^32 as in C
   (`10u + 4294967295u` is 9u, `0u - 1u` is UINT_MAX), and a negative int parameter converted to
   unsigned (`n % 7u` with n = -3 is 4294967293u % 7u == 1). */
#include <stdio.h>
#define N 20
int A[N], B[N], C[N], D[N], E[N];
void f(int n) {
#pragma scop
  for (int i = 0; i < n % 7u; i++)
    D[i] += 1;
  for (int i = 0; i < (n + 0u) % 10; i++)
    E[i] += 1;
#pragma endscop
}
int main(void) {
#pragma scop
  for (int i = 0; i < 10u + 4294967295u; i++)
    A[i] = i + 100;
  for (unsigned i = 0; i < (0u - 1u) / 429496729u + 1u; i++)
    B[i] = i + 200;
  for (int i = 0; i < N; i++)
    if (i < 15 - 20u + 4294967295u + 6u)
      C[i] = i + 300;
  for (int i = 0; i < N; i++)
    if (i < (unsigned char)300 - ~0u)
      C[i] += 1;
#pragma endscop
  f(-3); f(-40); f(12); f(5);
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d\n", A[i], B[i], C[i], D[i], E[i]);
  return 0;
}
