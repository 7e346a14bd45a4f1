/* Full reductions launched many times: a norm and a dot product in each iteration of a host loop (a
   Gram-Schmidt-like sweep), each launch reusing the region's partials buffer and its done-counter. */
#include <stdio.h>
#include <math.h>

#define N 3000
#define STEPS 40

static double x[STEPS][N], nrm[STEPS], dot[STEPS];

int main(void)
{
  for (int t = 0; t < STEPS; t++)
    for (int i = 0; i < N; i++)
      x[t][i] = (double)((i * 13 + t * 7) % 97) / 97.0 - 0.4;
  int steps = STEPS, n = N;
#pragma scop
  for (int t = 1; t < steps; t++) {
    nrm[t] = 0.0;
    for (int i = 0; i < n; i++)
      nrm[t] += x[t][i] * x[t][i];
    dot[t] = 0.0;
    for (int i = 0; i < n; i++)
      dot[t] += x[t][i] * x[t - 1][i];
    for (int i = 0; i < n; i++)
      x[t][i] = x[t][i] - 0.001 * dot[t] * x[t - 1][i];
  }
#pragma endscop
  for (int t = 1; t < STEPS; t++)
    printf("%d %.12e %.12e %.12e\n", t, nrm[t], dot[t], x[t][t * 11 % N]);
  return 0;
}
