/* A `static` local array persisting across calls: each call's SCoP reads what the last one wrote. */
#include <stdio.h>
#define N 32

static double next(double f) {
  static double hist[N];
  static int calls;
  int i;
  double s = 0.0;
#pragma scop
  for (i = 0; i < N; i++)
    hist[i] = hist[i] * 0.5 + f * i;
  for (i = 0; i < N; i++)
    s += hist[i];
#pragma endscop
  calls++;
  return s + calls;
}

int main(void) {
  for (int k = 0; k < 6; k++) printf("%d %.12f\n", k, next(0.1 * (k + 1)));
  return 0;
}
