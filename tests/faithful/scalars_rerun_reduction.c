/* Reductions into scalars that only the SCoP names, run again while they live: a sum in a loop around
   the SCoP (each execution adds to the previous total) and a max after a label that a goto returns to.
   The device translations did not copy the scalar back (dead after the SCoP, by syntax), so each
   execution started from the value before the first. */
#include <math.h>
#include <stdio.h>
#define N 300
static double A[N], B[N];

static void f(int n) {
  double s = 0;
  for (int k = 0; k < 4; k++) {
#pragma scop
    for (int i = 0; i < n; i++)
      s += A[i] * (k + 1);
    B[k] = s;
#pragma endscop
  }
}

static void g(int n) {
  double m = -1;
  int k = 0;
top:
#pragma scop
  for (int i = 0; i < n; i++)
    m = fmax(m, A[i] + k);
  B[10 + k] = m;
#pragma endscop
  if (++k < 3) goto top;
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = (i * 7) % 11 - 3;
  f(N); g(N);
  for (int k = 0; k < 14; k++) printf("%.10g\n", B[k]);
  return 0;
}
