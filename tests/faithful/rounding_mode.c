/* The rounding mode set with fesetround under #pragma STDC FENV_ACCESS ON: the operations of a SCoP
   round as the thread that runs it was set (C11 7.6.1).  A first SCoP runs in the default mode, the
   next ones upward and downward; a SCoP of integers only does not depend on the mode. */
#include <fenv.h>
#include <stdio.h>
#pragma STDC FENV_ACCESS ON
#define N 4000
static double A[N], B[N], C[N], D[N];
static int I[N];

int main(void) {
  for (int i = 0; i < N; i++) A[i] = i + 1;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = A[i] / 3.0 + A[i] / 7.0;
#pragma endscop
  fesetround(FE_UPWARD);
#pragma scop
  for (int i = 0; i < N; i++)
    C[i] = A[i] / 3.0 + A[i] / 7.0;
#pragma endscop
  fesetround(FE_DOWNWARD);
#pragma scop
  for (int i = 0; i < N; i++)
    D[i] = A[i] / 3.0 + A[i] / 7.0;
#pragma endscop
#pragma scop
  for (int i = 0; i < N; i++)
    I[i] = i / 3 + i % 7;
#pragma endscop
  fesetround(FE_TONEAREST);
  int up = 0, down = 0;
  for (int i = 0; i < N; i++) {
    up += C[i] > B[i];
    down += D[i] < B[i];
  }
  printf("%d %d %d\n", up, down, I[N - 1]);
  for (int i = 0; i < N; i += 97) printf("%a %a %a\n", B[i], C[i], D[i]);
  return 0;
}
