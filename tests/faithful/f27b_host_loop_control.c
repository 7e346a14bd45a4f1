/* SCoPs inside host loops: a time loop that swaps pointers between iterations, an `if` on data that
   picks which SCoP runs, an early `break` between two regions of one iteration, a `goto` backwards
   around a region, and a `continue` that skips the second region on odd steps. */
#include <stdio.h>
#define N 160

static double U[N], V[N], W[N];

static double norm(const double *v) {
  double s = 0;
  for (int i = 0; i < N; i++) s += v[i] * v[i] * ((i % 3) + 1);
  return s;
}

int main(void) {
  for (int i = 0; i < N; i++) { U[i] = (i % 13) * 0.5 - 3.0; V[i] = 0.0; W[i] = (i % 4); }
  double *cur = U, *nxt = V;
  int steps = 0;
  for (int t = 0; t < 40; t++) {
#pragma scop
    for (int i = 1; i < N - 1; i++)
      nxt[i] = 0.25 * cur[i - 1] + 0.5 * cur[i] + 0.25 * cur[i + 1];
#pragma endscop
    nxt[0] = cur[1];             /* host boundary update between regions */
    nxt[N - 1] = cur[N - 2] * 0.5;
    if (nxt[N / 2] > 1.0) {
#pragma scop
      for (int i = 0; i < N; i++)
        W[i] = W[i] * 0.5 + nxt[i];
#pragma endscop
    } else {
#pragma scop
      for (int i = 0; i < N; i++)
        W[i] = W[i] - nxt[i] * 0.125;
#pragma endscop
    }
    steps++;
    if (norm(nxt) < 1e-3)
      break;
    double *tmp = cur; cur = nxt; nxt = tmp;
    if (t % 2)
      continue;
#pragma scop
    for (int i = 0; i < N; i++)
      cur[i] = cur[i] + 0.001 * W[i];
#pragma endscop
  }
  printf("time %d %.17g %.17g %.17g\n", steps, norm(U), norm(V), norm(W));

  /* goto backwards: the region runs again while its result is large */
  int again = 0;
  double s;
retry:
  s = 0.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    U[i] = U[i] * 0.5 + W[i] * 0.01;
    s += U[i] * U[i];
  }
#pragma endscop
  again++;
  if (s > 1.0 && again < 30) {
    W[again % N] = -W[again % N];
    goto retry;
  }
  printf("goto %d %.17g %.17g\n", again, s, norm(U));

  /* early return through a helper between two regions of a loop: the second region reads what the
     host wrote into one element after the first */
  for (int k = 0; k < 5; k++) {
#pragma scop
    for (int i = 0; i < N; i++)
      V[i] = U[i] + k;
#pragma endscop
    V[k * 7] = 1000.0 + k;
    if (k == 3) break;
#pragma scop
    for (int i = 1; i < N; i++)
      W[i] = V[i] - V[i - 1];
#pragma endscop
  }
  printf("break %.17g %.17g\n", norm(V), norm(W));
  return 0;
}
