#include <stdio.h>
#include <math.h>
#define N 30

int main(void) {
  double x[N], y[N];
  long double acc[N];
  long double tot = 0.0L;
  for (int i = 0; i < N; i++) x[i] = 1.0 / (i + 1) + (i % 2 ? 1e17 : -1e17);
#pragma scop
  for (int i = 0; i < N; i++) {
    acc[i] = (long double)x[i] * 3.0L + 1.0L / 3.0L;
    y[i] = (double)(acc[i] - (long double)x[i] * 3.0L);
  }
  for (int i = 0; i < N; i++)
    tot += (long double)x[i];
#pragma endscop
  for (int i = 0; i < N; i++) printf("%La %a\n", acc[i], y[i]);
  printf("%La\n", tot);
  return 0;
}
