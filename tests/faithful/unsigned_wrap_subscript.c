/* Unsigned int arithmetic wraps around modulo 2^32 above its maximum too: `i + 4294967295u` is i - 1,
   `(i * 536870912u) >> 29` is i % 8, `i * 2147483648u == 0u` holds for even i. The model cannot follow
   that (the generated iterators are longs): those SCoPs stay sequential; unsigned subscripts that do not
   wrap are translated. */
#include <stdio.h>
#define N 24
int A[N], B[N], C[N], D[N], E[N], F[N], G[N], H[N];
int main(void) {
  for (int i = 0; i < N; i++) A[i] = 3 * i + 1;
#pragma scop
  for (int i = 1; i < N; i++)
    B[i + 4294967295u] = A[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] = A[(i + 4294967295u) % 20u];
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    D[i] = A[(i * 536870912u) >> 29];
#pragma endscop
#pragma scop
  for (int i = 1; i < N; i++)
    E[-1u + i] = A[i] + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    if (i * 2147483648u == 0u)
      F[i] = i + 100;
#pragma endscop
#pragma scop
  for (unsigned i = 0; i < N; i++)
    if (i + 4294967290u >= 4u)
      G[i] = i + 100;
#pragma endscop
#pragma scop
  for (int i = 0; i < N / 2; i++)
    H[i * 2u + 1u] = A[(i + 3u) / 2u] + A[(unsigned)i];
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d %d %d %d %d %d %d\n", B[i], C[i], D[i], E[i], F[i], G[i], H[i]);
  return 0;
}
