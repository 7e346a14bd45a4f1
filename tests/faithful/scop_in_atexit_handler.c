/* A function with a SCoP called from main and again from a handler that main registered with atexit
   before the first SCoP ran: the translation's runtime must still work after main returns. */
#include <stdio.h>
#include <stdlib.h>
#define N 200
static double A[N], B[N];

static void step(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * 0.5 + B[i];
#pragma endscop
}

static void report(void) {
  step(N);
  double s = 0;
  for (int i = 0; i < N; i++) s = s * 0.99 + A[i];
  printf("at exit %.10g\n", s);
  fflush(stdout);
}

int main(void) {
  atexit(report);
  for (int i = 0; i < N; i++) { A[i] = i % 7; B[i] = i % 3; }
  step(N);
  printf("%.10g\n", A[N - 1]);
  return 0;
}
