/* Unsigned arithmetic in subscripts and values of int iterators: (i - 3u) % 6 (wraps below 3, where
   2^32 mod 6 differs from a floor modulo), (unsigned)(i - 5) / 10^9, shifts of wrapped values, an
   arithmetic shift of a negative value under a mask, % by an unsigned constant and a cast of an unsigned
   difference back to int; the wrapping ones stay sequential with their warning. */
#include <stdio.h>
#define N 64
int A[N], B[N], C[N], D[N], E[N], F[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 2*i; C[i] = 3*i; D[i]=i; E[i]=i; F[i]=i; }
#pragma scop
  for (int i = 0; i < 20; i++)
    A[(i - 3u) % 6] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < 20; i++)
    B[(unsigned)(i - 5) / 1000000000u] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < 20; i++)
    C[i] = ((i - 7u) >> 29) + ((unsigned)i - 3 > 10u);
#pragma endscop
#pragma scop
  for (int i = 0; i < 40; i++)
    D[(i - 20) >> 2 & 15] += i;
#pragma endscop
#pragma scop
  for (int i = 0; i < 20; i++)
    E[i] = (i - 10) % 4u;
#pragma endscop
#pragma scop
  for (unsigned i = 0; i < 20; i++)
    F[i] = (int)(i - 10) / 3 + (i - 10) / 3u % 7;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %d\n", A[i], B[i], C[i], D[i], E[i], F[i]);
  return 0;
}
