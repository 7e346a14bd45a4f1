/* Scalars that live across regions: a value written only at one iteration (k inside or outside the
   range: the value from before must survive), a maximum kept from the previous call in a static local,
   a file-scope counter changed by the host between calls, iterators whose final values are read after
   loops that run zero times (outer, inner), and a scalar the next region reads. */
#include <stdio.h>
#define N 200
double A[N], B[N];
double gscale = 1.0;
int gcount = 0;

static double pick(int n, int k, double init) {
  double v = init;
#pragma scop
  for (int i = 0; i < n; i++)
    if (i == k)
      v = A[i] * 2.0;
#pragma endscop
  return v;
}

static double running_max(int lo, int hi) {
  static double best = -1e30;
#pragma scop
  for (int i = lo; i < hi; i++)
    best = best > A[i] ? best : A[i];
#pragma endscop
  return best;
}

static void bump(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = B[i] * gscale + A[i];
    gcount = gcount + 1;
  }
#pragma endscop
}

static void iters(int n, int m) {
  int i = -7, j = -9;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      B[i] += A[j] * 0.001;
#pragma endscop
  printf("iters %d %d -> i=%d j=%d\n", n, m, i, j);
}

static double two_regions(int n, double seed) {
  double s = seed, t = 0.0;
#pragma scop
  for (int i = 0; i < n; i++)
    s = s + A[i];
#pragma endscop
  s = s * 0.5;      /* host between */
#pragma scop
  for (int i = 0; i < n; i++)
    t = t + s * B[i];
#pragma endscop
  return t + s;
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = ((i * 37) % 101) * 0.25 - 12.0; B[i] = (i % 7) * 0.5; }
  printf("pick %.17g %.17g %.17g %.17g\n", pick(N, 5, -1.0), pick(N, N + 3, -2.5), pick(0, 0, 3.25),
         pick(N, -1, 4.0));
  printf("max %.17g\n", running_max(0, 50));
  printf("max %.17g\n", running_max(60, 60));
  A[55] = 1000.0;
  printf("max %.17g\n", running_max(50, 120));
  A[55] = -1000.0;
  printf("max %.17g\n", running_max(0, 10));
  bump(N);
  gscale = 0.5; gcount += 100;
  bump(N / 2);
  gscale = -1.0;
  bump(0);
  double s = 0;
  for (int i = 0; i < N; i++) s += B[i] * (i % 5 + 1);
  printf("bump %.17g %d\n", s, gcount);
  iters(3, 4);
  iters(0, 4);
  iters(5, 0);
  iters(0, 0);
  printf("two %.17g %.17g\n", two_regions(N, 1.0), two_regions(0, 3.0));
  return 0;
}
