/* Coefficients computed at the start of a SCoP, used by its loops and by nothing after it (they are not
   copied back), beside a scalar the program reads after the SCoP (copied back).  The first reads an
   array: computed from the sizes alone, they would run on the host before the SCoP (host_prologue). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 300

static double smooth(int n, double alpha, double x[N], double y[N])
{
  int i;
  double g, c0, c1, peak;
#pragma scop
  g = exp(-alpha * (1.0 + x[1]));
  c0 = 1.0 - g;
  c1 = g * 0.5;
  peak = 0.0;
  for (i = 1; i < n - 1; i++)
    y[i] = c0 * x[i] + c1 * (x[i - 1] + x[i + 1]);
  for (i = 1; i < n - 1; i++)
    peak = y[i] > peak ? y[i] : peak;
#pragma endscop
  return peak;
}

int main(void)
{
  double *x = malloc(sizeof(double[N])), *y = malloc(sizeof(double[N]));
  for (int i = 0; i < N; i++) {
    x[i] = (double)((i * 37) % 101) / 101.0;
    y[i] = 0.0;
  }
  double p = smooth(N, 0.75, x, y);
  double s = 0.0;
  for (int i = 0; i < N; i++)
    s += y[i] * (1 + i % 5);
  printf("%.12e %.12e\n", p, s);
  free(x);
  free(y);
  return 0;
}
