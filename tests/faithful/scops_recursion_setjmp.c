/* SCoPs in a function called in a loop with sizes that shrink, in a recursive function (a SCoP per
   level), and in main after setjmp; an else-if chain on data, i += 2 up to an odd bound, a countdown to
   >= 0 with ?: of int and unsigned operands. */
#include <stdio.h>
#include <setjmp.h>
#define N 61
double A[N], B[N], C[N];
static jmp_buf env;
static void work(int n, double s) {
#pragma scop
  for (int i = 0; i < n; i++)
    C[i] = C[i] * s + 1.0;
#pragma endscop
}
static double rec(int depth, int n) {
  if (depth == 0) return 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    B[i] = B[i] + depth;
#pragma endscop
  return B[depth] + rec(depth - 1, n);
}
int main(void) {
  for (int i = 0; i < N; i++) { A[i] = i - 30; B[i] = i * 0.25; C[i] = 1; }
  volatile int jumped = 0;
  if (setjmp(env) == 0) { jumped = 1; }
  int n = N;
#pragma scop
  for (int i = 0; i < n; i++) {
    if (A[i] < -10) B[i] = 1;
    else if (A[i] < 0) B[i] = 2;
    else if (A[i] == 0) B[i] = 3;
    else B[i] = A[i] > 20 ? 1 : 2.5;
  }
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i += 2)
    C[i] = A[i] * 2;
#pragma endscop
#pragma scop
  for (int i = n - 1; i >= 0; i--)
    A[i] = A[i] + (i & 1 ? 0.5 : 1u);
#pragma endscop
  for (int k = 0; k < 3; k++) work(n - k, 0.5 + k);
  double r = rec(4, n);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %.17g\n", A[i], B[i], C[i]);
  printf("%.17g %d\n", r, jumped);
  return 0;
}
