/* Calls that leave or stop the program inside SCoPs (exit under a static condition, assert,
   __builtin_unreachable): each SCoP stays sequential, with a warning. */
#include <stdio.h>
#include <stdlib.h>
#include <assert.h>
#define N 100
static double A[N], B[N];

static void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i > 1000) exit(3);
    A[i] = A[i] + 1;
  }
#pragma endscop
}

static void g(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    assert(i < N);
    B[i] = A[i] * 2;
  }
#pragma endscop
}

static void h(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i >= N) __builtin_unreachable();
    B[i] = B[i] + A[i];
  }
#pragma endscop
}

int main(void) {
  f(N); g(N); h(N);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i] + B[i];
  printf("%.10g\n", s);
  return 0;
}
