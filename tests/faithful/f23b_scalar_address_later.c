/* Scalars a pointer reaches in ways that are not next to the SCoP: a parameter `alpha` whose address is
   taken (the SCoP writes it through q[0] and reads it by name), and a local `s` whose address is taken
   after the SCoP in the time loop around it (from the second step on, ps[0] is s). */
#include <stdio.h>
#define N 120

double x[N], y[N], z[N], spare[4];

static void scaled(int n, double alpha) {
  double *q = &alpha;
#pragma scop
  for (int i = 0; i < n; i++)
    y[i] = alpha * x[i];
  q[0] = alpha * 2 + 1;
  for (int i = 0; i < n; i++)
    z[i] = alpha + y[i];
#pragma endscop
}

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
    ps = &s;
  }
  printf("%g %g\n", s, spare[0]);
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = (i % 9) * 0.5 - 2;
  scaled(N, 1.5);
  scaled(N / 2, -0.5);
  stepped(N);
  double t = 0;
  for (int i = 0; i < N; i++)
    t += y[i] * (i % 4 + 1) + z[i];
  printf("%.12g\n", t);
  return 0;
}
