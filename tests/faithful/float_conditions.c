/* Floating values used as truth values in SCoP statements: a double or float as the condition of ?:
   (nonzero is true, NaN too, -0.0 is false), negated with !, in && and ||, and converted to _Bool-like
   ints by comparison with zero. OpenCL C refuses a floating condition of ?: (C takes any scalar). */
#include <math.h>
#include <stdio.h>
#define N 40
static double D[N], E[N], R[N];
static float F[N], G[N];
static int I[N], J[N], K[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    D[i] = (i % 4 == 0) ? 0.0 : (i % 4 == 1) ? -0.0 : (i % 4 == 2) ? 1e-310 : i * 0.5;
    F[i] = (i % 3 == 0) ? 0.0f : (i % 3 == 1) ? -0.0f : 1e-40f;
  }
  D[N - 1] = NAN; F[N - 1] = NAN;
#pragma scop
  for (int i = 0; i < N; i++) {
    R[i] = D[i] ? 1.5 : -2.5;
    G[i] = F[i] ? F[i] * 2 : 7.0f;
    E[i] = (D[i] * F[i]) ? D[i] : (double)F[i];
    I[i] = !D[i] + 2 * !F[i];
    J[i] = (D[i] && F[i]) + 2 * (D[i] || F[i]) + 4 * (i && D[i]);
    K[i] = (F[i] ? 1 : 0) + (D[i] + 1.0 ? 10 : 20);
  }
#pragma endscop
  for (int i = 0; i < N; i++) printf("%g %g %g %d %d %d\n", R[i], G[i], E[i], I[i], J[i], K[i]);
  return 0;
}
