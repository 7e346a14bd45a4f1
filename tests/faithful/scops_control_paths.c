/* SCoPs around early exits: a `return` right after a SCoP under a data condition, a `break` out of a
   loop that runs a SCoP each iteration with parameters that change, `continue` that skips a second
   SCoP, a SCoP after a goto target, and a SCoP whose result decides whether the next one runs. */
#include <stdio.h>
#define N 800
double A[N], B[N];
int flags[N];

static int step(int n, double c) {
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] * c + B[i];
#pragma endscop
  if (A[n / 2] > 1000.0)
    return 1;
#pragma scop
  for (int i = 1; i < n; i++)
    B[i] = B[i - 1] * 0.5 + A[i] * 0.001;
#pragma endscop
  return 0;
}

static int count(int n, int lim) {
  int c = 0;
  for (int r = 0; r < 50; r++) {
    int m = (r * 131) % n + 1;
#pragma scop
    for (int i = 0; i < m; i++)
      flags[i] = A[i] > lim;
#pragma endscop
    if (flags[m - 1])
      continue;
    c += m;
    if (c > 5 * n)
      break;
#pragma scop
    for (int i = 0; i < m; i++)
      B[i] += flags[i] + 0.5;
#pragma endscop
  }
  return c;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i % 17) * 0.5; B[i] = (i % 5) - 2; }
  int t = 0, stopped = 0;
  while (!stopped && t < 40) { stopped = step(N - t, 1.25); t++; }
  int c = count(N, 60);
  if (c < 0) goto out;
again:
#pragma scop
  for (int i = 0; i < N; i++)
    A[i] = A[i] > 100.0 ? A[i] / 8 : A[i];
#pragma endscop
  if (A[0] > 100.0) goto again;
out:;
  double s = 0;
  for (int i = 0; i < N; i++) s += A[i] * (i % 7 + 1) + B[i];
  printf("%d %d %d %.10g\n", t, stopped, c, s);
  return 0;
}
