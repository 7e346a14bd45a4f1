/* C operators whose value is not what the expression reads like: 0 < i < 3 is (0 < i) < 3 (always true),
   i & 1 == 0 is i & (1 == 0) (always 0), a comparison used as a subscript (A[i > 5]), a comma expression
   in a subscript, !i and !(i - 3) as values, a conditional whose operands convert to unsigned
   (i > 3 ? i - 10 : 0u), octal constants (010 is 8) and a multi-character constant. */
#include <stdio.h>
#define N 20
static double A[N], B[N], C[N], D[N];
static int I[N], K[2], L[N];
static unsigned U[N];
static long W[N];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = B[i] = C[i] = D[i] = i;
#pragma scop
  for (int i = 0; i < N; i++) {
    if (0 < i < 3)
      A[i] = A[i] + 100;
    if (i & 1 == 0)
      B[i] = -1;
    if ((i & 1) == 0)
      C[i] = C[i] * 3;
  }
  for (int i = 0; i < N; i++) {
    I[i] = !i + !(i - 3) * 10 + (i > 5) * 100;
    U[i] = i > 3 ? i - 10 : 0u;
    W[i] = (i < 5 ? -1 : 0u) / 2;
    L[i] = 010 + i * 0x10 + 'ab' % 1000;
  }
#pragma endscop
#pragma scop
  for (int j = 0; j < N; j++)
    D[(j, N - 1 - j)] = D[(j, N - 1 - j)] + j;
#pragma endscop
#pragma scop
  for (int i = 0; i < 2; i++)
    K[i] = 0;
  for (int i = 0; i < N; i++)
    K[i > 5] = K[i > 5] + i;
#pragma endscop
  for (int i = 0; i < N; i++)
    printf("%d %.17g %.17g %.17g %.17g %d %u %ld %d\n", i, A[i], B[i], C[i], D[i], I[i], U[i], W[i], L[i]);
  printf("%d %d\n", K[0], K[1]);
  return 0;
}
