/* Control that leaves a loop early, next to SCoPs: `continue` under a condition on the iterators in a
   SCoP body (equivalent to an if around the rest), a search with `break` (data-dependent exit: not a
   static control loop), an early `return` from the function between two SCoPs, and a `continue` in the
   host loop that calls the SCoP's function. */
#include <stdio.h>
#define N 120
double a[N][N], b[N], c[N];
int found_row = -1;

static void skip_diag(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == j)
        continue;
      a[i][j] = a[i][j] * 0.5 + b[j];
    }
#pragma endscop
}

static void skip_odd_rows(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (i % 2 == 1)
      continue;
    c[i] = 0;
    for (int j = 0; j < n; j++)
      c[i] += a[i][j];
  }
#pragma endscop
}

static void search(int n, double lim) {
#pragma scop
  for (int i = 0; i < n; i++) {
    if (c[i] > lim)
      break;
    b[i] = c[i] * 2;
  }
#pragma endscop
}

static int two_phase(int n, int stop) {
#pragma scop
  for (int i = 0; i < n; i++)
    b[i] = b[i] + 1;
#pragma endscop
  if (stop)
    return 1;
#pragma scop
  for (int i = 0; i < n; i++)
    c[i] = c[i] - b[i] * 0.25;
#pragma endscop
  return 0;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = i * 0.01;
    c[i] = 0;
    for (int j = 0; j < N; j++) a[i][j] = (double)((i + 2 * j) % 11) - 5;
  }
  int stops = 0;
  for (int rep = 0; rep < 4; rep++) {
    if (rep == 2)
      continue;
    skip_diag(N - rep);
    skip_odd_rows(N);
    search(N, 40.0 + rep);
    stops += two_phase(N - 3 * rep, rep == 3);
  }
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += b[i] * (i + 1) - c[i];
    for (int j = 0; j < N; j++) s += a[i][j] / (j + 1);
  }
  printf("%.17g %d %d\n", s, stops, found_row);
  return 0;
}
