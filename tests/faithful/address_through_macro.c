/* The address of a scalar the SCoP reads is taken through a macro (`REF(s)`), after the SCoP in the time
   loop around it: from the second step on, the SCoP's ps[0] writes are writes of s, which its later loop
   reads by name.  Only the preprocessed code shows the address taken. */
#include <stdio.h>
#define N 150
#define REF(v) &v

double x[N], y[N], z[N], spare[4];

static void stepped(int n) {
  double s = 1.0;
  double *ps = spare;
  for (int t = 0; t < 3; t++) {
#pragma scop
    for (int i = 0; i < n; i++)
      y[i] = s * x[i] + z[i];
    ps[0] = ps[0] + 0.5;
    for (int i = 0; i < n; i++)
      z[i] = s * y[i] - x[i];
#pragma endscop
    ps = REF(s);
  }
  printf("%g %g\n", s, spare[0]);
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = (i % 9) * 0.5 - 2;
  stepped(N);
  double t = 0;
  for (int i = 0; i < N; i++)
    t += y[i] * (i % 4 + 1) + z[i];
  printf("%.12g\n", t);
  return 0;
}
