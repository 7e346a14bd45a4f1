/* Recursion around SCoPs: a recursive halving (a multilevel restriction, each level a SCoP over the
   first half of the array), a divide-and-conquer sum whose leaves run a SCoP on a block, and mutual
   recursion between a smoothing function and a coarsening function, each with its own SCoP. */
#include <stdio.h>
#define N 512
double u[N], r[N], tmp[N];
double total = 0;

static void restrict_level(int n) {
  if (n < 2)
    return;
#pragma scop
  for (int i = 0; i < n / 2; i++)
    tmp[i] = 0.5 * (u[2 * i] + u[2 * i + 1]);
  for (int i = 0; i < n / 2; i++)
    u[i] = tmp[i];
#pragma endscop
  restrict_level(n / 2);
}

static double block_sum(int lo, int hi) {
  if (hi - lo > 64) {
    int mid = lo + (hi - lo) / 2;
    return block_sum(lo, mid) + block_sum(mid, hi);
  }
  double s = 0;
#pragma scop
  for (int i = lo; i < hi; i++)
    s += r[i] * (i + 1);
#pragma endscop
  return s;
}

static void coarsen(int n, int depth);
static void smooth(int n, int depth) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    tmp[i] = (r[i - 1] + 2 * r[i] + r[i + 1]) * 0.25;
  for (int i = 1; i < n - 1; i++)
    r[i] = tmp[i];
#pragma endscop
  if (depth > 0)
    coarsen(n, depth - 1);
}
static void coarsen(int n, int depth) {
#pragma scop
  for (int i = 0; i < n / 2; i++)
    r[i] = r[2 * i] + r[2 * i + 1] * 0.5;
#pragma endscop
  total += r[0];
  smooth(n / 2, depth);
}

int main(void) {
  for (int i = 0; i < N; i++) { u[i] = (i * 17 % 29) * 0.25; r[i] = ((i * 7) % 13) - 6; }
  restrict_level(N);
  double b = block_sum(0, N);
  double b2 = block_sum(5, 300);
  smooth(N, 4);
  double s = 0;
  for (int i = 0; i < N; i++) s += u[i] * (i + 1) + r[i];
  printf("%.17g %.17g %.17g %.17g\n", b, b2, total, s);
  return 0;
}
