/* A SCoP run from a destructor function (GNU C) after main returns, and from a handler that main
   registers with atexit after the first SCoP ran: on CUDA, the runtime is unloaded before the
   destructor runs, and the translation must still compute the same values. */
#include <stdio.h>
#include <stdlib.h>
#define N 300
static double X[N], Y[N];
static long total;

static void smooth(int n, double w) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    Y[i] = w * (X[i - 1] + X[i + 1]) + (1 - 2 * w) * X[i];
  for (int i = 0; i < n; i++)
    total += (long)(Y[i] * 8);
#pragma endscop
}

static void late(void) {
  smooth(N, 0.25);
  printf("late %ld %.10g\n", total, Y[N / 2]);
  fflush(stdout);
}

__attribute__((destructor)) static void at_unload(void) {
  for (int i = 0; i < N; i++) X[i] = Y[i];
  smooth(N, 0.125);
  printf("destructor %ld %.10g\n", total, Y[N / 3]);
  fflush(stdout);
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = (i * 37 % 11) - 5;
  smooth(N, 0.3);
  atexit(late);
  printf("main %ld %.10g\n", total, Y[7]);
  return 0;
}
