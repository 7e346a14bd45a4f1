/* Division and remainder by negative constants in bounds, conditions and subscripts: C truncates toward
   zero (n / -2 is -(n / 2), 7 % -3 is 1, -7 % -3 is -1), and (n - 1) / 2 of n = 0 is 0, not -1. */
#include <stdio.h>
#define N 64
static int A[N], B[N], C[N];

static void kernel(int n) {
#pragma scop
  for (int i = 0; i < -(n / -2); i++)
    A[i] += 1;
  for (int i = n / -3 + 20; i < 30 - n % -4; i++)
    B[i] += i % -5 + i / -3;
  for (int i = 0; i < 40; i++)
    if ((i - 20) % -6 == -2 || (i - n) / -4 == 3)
      C[i] += 10;
  for (int i = 0; i <= (n - 1) / 2; i++)
    C[i + 40] += 1;
  for (int i = 0; i < 20; i++)
    A[(i - 10) / -3 + 30] += i;
#pragma endscop
}

int main(void) {
  int ns[] = {0, 1, 2, 7, -7, 13, -13, 40, -1};
  for (int c = 0; c < 9; c++) kernel(ns[c]);
  for (int i = 0; i < N; i++) printf("%d %d %d %d\n", i, A[i], B[i], C[i]);
  return 0;
}
