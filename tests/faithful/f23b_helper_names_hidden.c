/* Expression helpers called in the SCoP from a function whose locals hide what the helpers' bodies
   name: the helpers call fabs and sqrt, and the caller has a scalar `sqrt` and a function pointer
   `fabs` of its own; a helper's parameter is spelled like the caller's array (`x`) and the arguments
   swap the helper's parameter names (`diff(y, x)`).  The first SCoP stays sequential: inlined at the
   call, mag's fabs and sqrt would be the caller's objects. */
#include <math.h>
#include <stdio.h>
#define N 150

static double neg(double v) { return -v; }
static double mag(double x) { return sqrt(fabs(x)); }
static double diff(double x, double y) { return x - y; }
static double twice(double x) { return diff(x, -x); }

static double x[N], y[N], z[N];

static void kernel(int n) {
  double sqrt = 0.5;
  double (*fabs)(double) = neg;
#pragma scop
  for (int i = 0; i < n; i++)
    z[i] = mag(x[i] - 3) * sqrt + diff(y[i], x[i]);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    double x = z[i] * 0.25;
    double y = x + 1;
    z[i] = diff(y, x) + twice(x);
  }
#pragma endscop
  printf("%g %g\n", sqrt, fabs(2.0));
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 13) * 0.5;
    y[i] = (i % 4) - 2;
  }
  kernel(N);
  kernel(N / 4);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += z[i] * (i % 6 + 1);
  printf("%.12g\n", s);
  return 0;
}
