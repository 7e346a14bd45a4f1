/* Regression (found by python -m s2s.fuzz, generator 4, seed 64 on openmp and in tests/test_fuzz.py;
 * crash): isl's scheduler (islpy 2026.2.2's isl) dies with SIGSEGV on this SCoP's exact dependences, in
 * isl_tab_detect_implicit_equalities under isl_basic_map_gist and isl_sched_graph_init; the input alone
 * crashes a fresh process, default options too: isl's bug, not a use of islpy.  The scheduler already ran
 * in a forked child, so s2s lived, but kept the original order and said so only with -v.
 * Fixed: a crash of the scheduler's child falls back as a timeout does (the dependences without their
 * bounds, passes/schedule.py), with a warning that isl's scheduler failed (killed by SIGSEGV). */
#include <stdio.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static void sweep(int m, double X[17][29], double Y[30][30])
{
#pragma scop
  for (int r = m - 1; r >= 2; r--) {
    X[r - 2][r - 2] = 0.25 * Y[14 - r][r] + 0.375 * Y[r - 2][14 - r] + 1.5;
    for (int c = 2; c < MIN(m, r + 5); c += 3)
      Y[c][c + 1] = 0.5 * Y[r - c + 12][c - 2] + 0.125 * X[r][r + c];
  }
#pragma endscop
}

static double X[17][29], Y[30][30];

int main(void)
{
  for (int i = 0; i < 17; i++)
    for (int j = 0; j < 29; j++)
      X[i][j] = (double)((i * 29 + j) % 23) / 8.0 - 1.0;
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      Y[i][j] = (double)((i * 7 + j * 3) % 19) / 4.0 - 2.0;
  sweep(15, X, Y);
  for (int i = 0; i < 17; i++)
    for (int j = 0; j < 29; j++)
      printf("%.17g\n", X[i][j]);
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 30; j++)
      printf("%.17g\n", Y[i][j]);
  return 0;
}
