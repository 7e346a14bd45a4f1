/* Whole-loop reductions whose iteration ranges do not start at 0, end at a minimum of two bounds or at
   an inclusive bound, hold fewer iterations than a grid has threads, or none at all (z is 0 at run
   time), and one of step 2 (which keeps the grid stride): the blocks' contiguous chunks
   (s2s/codegen/reduction_full.py) must cover each range exactly once.  Integer sums of the iterators
   are exact, so a lost or repeated iteration changes the output. */
#include <stdio.h>
#include <stdlib.h>

#define N 200011

static double u[N];

int main(int argc, char **argv)
{
  int n = N, m = 150001, z = argc > 5 ? atoi(argv[1]) : 0;
  long cnt = 0, idx = 0, few = 0, none = 0, ev = 0;
  double s = 0.0;
  for (int i = 0; i < N; i++)
    u[i] = (double)((i * 7) % 23 - 11) / 8.0;
#pragma scop
  for (int i = 3; i <= n - 2 && i < m; i++)
    cnt += i % 5 + 1;
#pragma endscop
#pragma scop
  for (int i = 5; i <= n - 1; i++)
    idx += i;
#pragma endscop
#pragma scop
  for (int i = 7; i < 12 && i < n; i++)
    few += i * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < z; i++)
    none += i + 1;
#pragma endscop
#pragma scop
  for (int i = 1; i < n; i++)
    s += u[i] * u[i - 1];
#pragma endscop
#pragma scop
  for (int i = 2; i < n; i += 2)
    ev += i;
#pragma endscop
  printf("%ld %ld %ld %ld %ld %.12g\n", cnt, idx, few, none, ev, s);
  return 0;
}
