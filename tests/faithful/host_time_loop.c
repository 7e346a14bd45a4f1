/* A time loop written outside the pragma: each step runs a SCoP, then host code that reads and writes
   the arrays (a boundary condition, a scalar from the host's sum fed back), then a second SCoP; the
   second SCoP's function is static and defined after main. */
#include <stdio.h>
#define N 300
double U[N], V[N];
static void relax(int n, double w);

static double total(void) {
  double s = 0;
  for (int i = 0; i < N; i++) s += U[i];
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) { U[i] = (i % 17) * 0.5; V[i] = 0; }
  double w = 0.5;
  int n = N;
  for (int t = 0; t < 12; t++) {
#pragma scop
    for (int i = 1; i < n - 1; i++)
      V[i] = (U[i - 1] + U[i] + U[i + 1]) / 3.0;
#pragma endscop
    V[0] = V[1] * w;
    V[n - 1] = V[n - 2] + t;
    U[t] = -1.0;
    relax(n, w);
    double s = total();
    w = 0.25 + (s - (long)s) * 0.5;
    if (t % 4 == 3) n = n - 50;
    printf("%d %.12g %.12g\n", t, s, w);
  }
  printf("%.12g %.12g\n", U[7], V[N - 1]);
  return 0;
}

static void relax(int n, double w) {
#pragma scop
  for (int i = 0; i < n; i++)
    U[i] = (1 - w) * U[i] + w * V[i];
#pragma endscop
}
