/* A local scalar that the SCoP reads before writing it, inside a time loop, and that no code outside the
   SCoP names (only its declaration): its last value from one step is what the next step's first nest
   reads.  A second scalar is written before it is read in each step (its old value really is dead). */
#include <stdio.h>
#define N 128

double x[N], y[N], z[N];

static void steps(int n, int nsteps) {
  double s = 1.0;
  double d = 0.0;
  for (int t = 0; t < nsteps; t++) {
#pragma scop
    for (int i = 0; i < n; i++)
      y[i] = y[i] * 0.5 + s * x[i];
    for (int i = 0; i < n; i++) {
      s = y[i] * 0.25 - 1;
      z[i] = s + z[i];
    }
    for (int i = 0; i < n; i++) {
      d = z[i] - y[i];
      x[i] = x[i] + d * 0.125;
    }
#pragma endscop
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 10) * 0.1;
    y[i] = i % 3;
    z[i] = 0;
  }
  steps(N, 4);
  steps(N / 2, 3);
  double a = 0;
  for (int i = 0; i < N; i++)
    a += x[i] + y[i] * 2 + z[i] * 3;
  printf("%.12g\n", a);
  return 0;
}
