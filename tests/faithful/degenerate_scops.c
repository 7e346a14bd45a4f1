/* SCoPs with little or nothing to do: an empty region, one holding only an empty statement, one with only
   a scalar assignment, a loop with constant bounds that never runs (i < 0, and 10 down to 20), a loop with
   an empty body, a single iteration (i = 5; i <= 5), a loop whose statement is under `if (0)`, and a
   block holding only a declaration. */
#include <stdio.h>
#define N 16
static double A[N];
static int cnt = 3;

int main(void) {
  int i = 42, j = 43;
  double x = 1.0;
  for (int k = 0; k < N; k++) A[k] = k;
#pragma scop
#pragma endscop
#pragma scop
  ;
#pragma endscop
#pragma scop
  x = x * 2 + cnt;
#pragma endscop
#pragma scop
  for (i = 0; i < 0; i++)
    A[i] = -1;
  for (j = 10; j > 20; j--)
    A[j] = -2;
#pragma endscop
  printf("%d %d %g\n", i, j, x);
#pragma scop
  for (i = 0; i < N; i++)
    ;
  for (j = 5; j <= 5; j++)
    A[j] = A[j] * 3 + x;
#pragma endscop
  printf("%d %d\n", i, j);
#pragma scop
  for (i = 0; i < N; i++)
    if (0)
      A[i] = 0;
  for (j = 0; j < N; j++) {
    int unused = j;
  }
#pragma endscop
  printf("%d %d\n", i, j);
  for (int k = 0; k < N; k++) printf("%g\n", A[k]);
  return 0;
}
