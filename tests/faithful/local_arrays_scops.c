/* Local arrays: one declared in a SCoP's loop body (the SCoP stays sequential, with a warning) and
   one declared before the SCoP of a function called with sizes N, 1 and 0. */
#include <stdio.h>
#define N 100
static double A[N][8], B[N];

static void f(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double t[8];
    for (int k = 0; k < 8; k++)
      t[k] = A[i][k] * (k + 1);
    B[i] = 0;
    for (int k = 0; k < 8; k++)
      B[i] = B[i] + t[k] * t[7 - k];
  }
#pragma endscop
}

static void g(int n) {
  double w[N];
#pragma scop
  for (int i = 0; i < n; i++)
    w[i] = B[i] * 2;
  for (int i = 1; i < n; i++)
    B[i] = w[i - 1] + w[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) for (int k = 0; k < 8; k++) A[i][k] = (i + k) % 5;
  f(N); g(N); g(1); f(0);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + B[i];
  printf("%.10g\n", s);
  return 0;
}
