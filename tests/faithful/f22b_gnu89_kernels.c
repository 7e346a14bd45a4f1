/* A program written in the C89 style of older code bases: every declaration at the top of its block,
   no declarations in `for`, only block comments.  Its owners build it with -std=gnu89, so the loops
   s2s adds (parallel loops, collapsed nests, reductions, the OpenCL host code) must build there too. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 150
#endif

static double grid[N][N], next[N][N], row_sum[N], weights[N];

static void fill(void)
{
  int i, j;
  for (i = 0; i < N; i++) {
    weights[i] = (double)((i * 7 + 3) % 11) / 11.0;
    for (j = 0; j < N; j++)
      grid[i][j] = (double)((i * 13 + j * 5) % 17) / 17.0;
  }
}

static double smooth_and_reduce(int n, double scale)
{
  int i, j;
  double total = 0.0;
#pragma scop
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      next[i][j] = scale * (grid[i - 1][j] + grid[i + 1][j] + grid[i][j - 1] + grid[i][j + 1]) + grid[i][j];
  for (i = 0; i < n; i++) {
    row_sum[i] = 0.0;
    for (j = 0; j < n; j++)
      row_sum[i] += next[i][j] * weights[j];
  }
  for (i = 0; i < n; i++)
    total += row_sum[i] * weights[i];
#pragma endscop
  return total;
}

int main(void)
{
  int i;
  double t, check = 0.0;
  double *scratch = malloc(N * sizeof *scratch);   /* void * converted implicitly: C, not C++ */
  if (scratch == NULL)
    return 1;
  fill();
  for (i = 0; i < N; i++) {
    next[0][i] = next[N - 1][i] = 0.0;
    next[i][0] = next[i][N - 1] = 0.0;
  }
  t = smooth_and_reduce(N, 0.125);
  for (i = 0; i < N; i++)
    scratch[i] = row_sum[i] * (double)(i % 5 + 1);
  for (i = 0; i < N; i++)
    check += scratch[i];
  free(scratch);
  printf("total %.10e\n", t);
  printf("check %.10e\n", check);
  printf("corner %.10e %.10e\n", next[1][1], next[N - 2][N - 2]);
  return 0;
}
