/* Small launches in a host time loop (the persistent one-block version runs the whole loop): updates
   that alternate between two arrays on the parity of t, a launch only every third step, an inner range
   that grows with t (a triangular time loop), a reduction per step into an array indexed by t, and a
   scalar carried from step to step on the host side of the SCoP. */
#include <stdio.h>
#define N 64
#define T 40
double U[N], V[N], W[N][N], hist[T];

static void kernel(int n, int tsteps) {
  double carry = 1.0;
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    if (t % 2 == 0)
      for (int i = 1; i < n - 1; i++)
        V[i] = (U[i - 1] + U[i] + U[i + 1]) / 3.0 + carry * 0.001;
    else
      for (int i = 1; i < n - 1; i++)
        U[i] = (V[i - 1] + 2 * V[i] + V[i + 1]) / 4.0;
    if (t % 3 == 0)
      for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
          W[i][j] = W[i][j] * 0.5 + U[i] - V[j];
    for (int i = 0; i < t && i < n; i++)
      W[i][t % 8] += 1.0;
    for (int i = 0; i < n; i++)
      hist[t] += U[i] * (i % 3);
    carry = carry * 0.9 + hist[t] * 0.01;
  }
#pragma endscop
  printf("%.10g\n", carry);
}

int main(void) {
  for (int i = 0; i < N; i++) {
    U[i] = (i * 7 % 11) * 0.5;
    V[i] = 0;
    for (int j = 0; j < N; j++) W[i][j] = (i + j) % 3;
  }
  kernel(N, T);
  kernel(5, 7);
  kernel(N, 1);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += U[i] + V[i] * 2;
    for (int j = 0; j < N; j++) s += W[i][j] * ((i + j) % 5);
  }
  for (int t = 0; t < T; t++) s += hist[t] * (t + 1);
  printf("%.10g\n", s);
  return 0;
}
