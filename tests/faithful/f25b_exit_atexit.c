/* An atexit handler prints arrays that SCoPs wrote; a helper calls exit() right after a SCoP (the
   results must be in host memory by then). */
#include <stdio.h>
#include <stdlib.h>
#define N 40

static double P[N], Q[N];

static void report(void) {
  double s = 0;
  for (int i = 0; i < N; i++) s += P[i] * (i + 1) - Q[i];
  printf("atexit: %.12f %.12f %.12f\n", s, P[N - 1], Q[0]);
}

static void finish(int n, int code) {
  int i;
#pragma scop
  for (i = 0; i < n; i++)
    Q[i] = P[i] * P[i] - 2.0;
#pragma endscop
  printf("finishing with %d\n", code);
  exit(code);
}

int main(void) {
  int i;
  atexit(report);
  for (i = 0; i < N; i++) P[i] = (i % 6) * 0.75;
#pragma scop
  for (i = 1; i < N; i++)
    P[i] = P[i] + P[i - 1] * 0.125;
#pragma endscop
  finish(N, 0);
  printf("not reached\n");
  return 3;
}
