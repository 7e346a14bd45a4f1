/* A signed loop iterator starts at its initialiser converted to its type (modulo 2^N into the signed
   range, as GCC does): `signed char c = j * 100` starts at -56 for j = 2, `int i = j * 2147483647u` at -2.
   s2s converted the start of unsigned iterators only: for j = 2 these loops were modelled with no
   iteration (A[2][72] and B[2][0] kept their old values), and so was `signed char c = k` with k = 200
   (D[80]).  An int's start from a long parameter beyond int (`int i = m`) runs the original code for
   those values; a constant the type does not hold (`signed char c = 200`) is an error, as in the bounds. */
#include <stdio.h>
#define N 300
static int A[3][256], B[3][16], D[N], E[N];
static void f(int k, long m) {
#pragma scop
  for (signed char c = k; c < 50; c++)
    D[c + 128] += 1;
  for (int i = m; i < 20; i++)
    E[i + 100] += 1;
  for (int i = 0; i < N; i++)
    E[i] += 2;
#pragma endscop
}
int main(void) {
#pragma scop
  for (int j = 0; j < 3; j++) {
    for (signed char c = j * 100; c < 100; c++)
      A[j][c + 128] += 1;
    for (int i = j * 2147483647u; i < 10; i++)
      B[j][i + 2] += 1;
    for (short s = j * 20000 + 30000; s < 5; s++)
      A[j][(s + 30000) / 200] += 10;
  }
#pragma endscop
  f(10, -50);
  f(200, 4294967200L);
  unsigned long h = 0;
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 256; i++) h = h * 31 + A[j][i] + 3 * B[j][i % 16];
  for (int i = 0; i < N; i++) h = h * 31 + 11 * D[i] + 13 * E[i];
  printf("%lu %d %d %d %d %d %d %d\n", h, A[2][72], A[0][128], B[2][0], B[1][5], D[80], D[140], E[10]);
  return 0;
}
