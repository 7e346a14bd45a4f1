/* A signed loop iterator starts at its initialiser converted to its type (modulo 2^N into the signed
   range, as GCC does): `signed char c = 200` starts at -56, `short s = 65500` at -36, `int i = 4294967200u`
   at -96.  s2s converted the start of unsigned iterators only: these loops were modelled with no
   iteration (A[80], B[70] and C[10] kept their old values).  A start of the parameters that leaves the
   type for some of their values (`signed char c = k` with k = 200) runs the original code there. */
#include <stdio.h>
#define N 300
static int A[N], B[N], C[N], D[N], E[N];
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
  for (signed char c = 200; c < 100; c++)
    A[c + 128] += 1;
  for (short s = 65500; s < 20; s++)
    B[s + 100] += 1;
  for (int i = 4294967200u; i < 50; i++)
    C[i + 96] += 1;
  for (int i = 0; i < N; i++)
    A[i] += 5;
#pragma endscop
  f(10, -50);
  f(200, 4294967200L);
  unsigned long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + A[i] + 3 * B[i] + 7 * C[i] + 11 * D[i] + 13 * E[i];
  printf("%lu %d %d %d %d %d %d\n", h, A[80], B[70], C[10], D[80], D[140], E[10]);
  return 0;
}
