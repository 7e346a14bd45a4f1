/* Shifts by constants and masks 2^k - 1 in subscripts and conditions: i >> 1 (two iterations per element,
   a dependence), i << 2, i & 7, a negative operand (two's complement: (i - 20) & 15, i >> 2 for i < 0), and
   the even test (i & 1) == 0. */
#include <stdio.h>
#define N 64
double A[N], B[N], C[2 * N], D[N], E[N];
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i; B[i] = 0; D[i] = 0; E[i] = 0; }
  for (int i = 0; i < 2 * N; i++) C[i] = 0;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i >> 1] += A[i];
  for (int i = 0; i < N / 2; i++)
    C[(i << 2) + 1] = A[i & 7] + A[(i - 20) & 15];
  for (int i = 0; i < N; i++)
    if ((i & 1) == 0)
      D[i] = 1;
  for (int i = -30; i < 30; i++)
    E[(i >> 2) + 10] += i;
#pragma endscop
  for (int i = 0; i < N; i++) printf("%g %g %g %g %g\n", B[i], C[i], C[i + N], D[i], E[i]);
  return 0;
}
