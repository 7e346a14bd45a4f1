/* Integer constants whose C type decides a comparison in a SCoP condition: octal and hexadecimal
   constants above INT_MAX are unsigned int (037777777777, 0x80000000), decimal ones are long
   (4294967295, 2147483648); suffixes u, l, ul, lu, ll, ull; a binary constant; 0x80000000l is a long.
   With i - 5 negative for i < 5, an unsigned comparison sees a huge value. */
#include <stdio.h>
#define N 12
static int A[N], B[N], C[N], D[N], E[N], F[N], G[N], H[N];

int main(void) {
#pragma scop
  for (int i = 0; i < N; i++) {
    if (i - 5 < 037777777777)
      A[i] = 1;
    if (i - 5 < 0x80000000)
      B[i] = 1;
    if (i - 5 < 4294967295)
      C[i] = 1;
    if (i - 5 < 2147483648u)
      D[i] = 1;
    if (i - 5 < 0x80000000l)
      E[i] = 1;
    if (i - 5 < 0b11u)
      F[i] = 1;
    if (i - 5 < 10Lu && i - 5 > -3ll)
      G[i] = 1;
    if (i - 5 >= 0x7fffffff - 0x7ffffffe - 2)
      H[i] = 1;
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%d %d %d %d %d %d %d %d\n", A[i], B[i], C[i], D[i], E[i], F[i], G[i], H[i]);
  return 0;
}
