/* A local scalar whose address is taken before the SCoP: the SCoP writes it through the pointer
   (ps[0]) and reads it by name (s) in the next nest; a global scalar `gain` pointed to by a file-scope
   pointer `gp` is written through gp[0] and read by name. */
#include <stdio.h>
#define N 100

double x[N], y[N], z[N];
double gain = 2.0;
double *gp = &gain;

static void f(int n) {
  double s = 1.0;
  double *ps = &s;
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = s * x[i];
  ps[0] = 3.0;
  for (int i = 0; i < n; i++)
    z[i] = s * y[i] + x[i];
  gp[0] = gain + 1;
  for (int i = 0; i < n; i++)
    y[i] = gain * z[i];
#pragma endscop
  printf("%g %g\n", s, gain);
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = (i % 11) - 5;
  f(N);
  f(N / 2);
  double t = 0;
  for (int i = 0; i < N; i++)
    t += y[i] * (i + 1) + z[i];
  printf("%.12g\n", t);
  return 0;
}
