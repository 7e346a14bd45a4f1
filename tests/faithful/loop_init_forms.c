/* Loops whose initialiser is not `i = start` of a value the SCoP knows: an empty initialiser continuing
   from the previous SCoP's final value (for (; i < n; i++)), `i = i` and `i += 0`, and a start that is
   a scalar the same SCoP assigned before the loop (s = 5; for (i = s; ...): the assignment runs on the
   host before the SCoP, frontend/scop_finder.host_prologue, and the loop is translated). */
#include <stdio.h>
#define N 60
static double A[N], B[N], C[N];

static void f(int n) {
  int i, s;
#pragma scop
  for (i = 0; i < n / 2; i++)
    A[i] = A[i] + 1;
#pragma endscop
#pragma scop
  for (; i < n; i++)
    A[i] = A[i] + 2;
#pragma endscop
  i = 3;
#pragma scop
  for (i = i; i < n; i++)
    B[i] = B[i] + i;
#pragma endscop
  i = 7;
#pragma scop
  for (i += 0; i < n; i++)
    B[i] = B[i] * 2;
#pragma endscop
#pragma scop
  s = 5;
  for (i = s; i < n; i++)
    C[i] = C[i] + s;
#pragma endscop
  printf("%d %d\n", i, s);
}

int main(void) {
  for (int q = 0; q < N; q++) A[q] = B[q] = C[q] = q;
  f(N);
  f(11);
  for (int q = 0; q < N; q++) printf("%.17g %.17g %.17g\n", A[q], B[q], C[q]);
  return 0;
}
