/* Accumulators reset and reused: a sum reset by an affine guard every 100 iterations (its final value is
   the last block's sum), two elements of one array accumulated by two statements of one loop (h[0] and
   h[1]), a sum over a time loop that is never reset (it accumulates across time steps) and one reset at
   each time step, an accumulator read after its loop inside the SCoP to scale a vector, and a sum whose
   start value is the previous row's result (rows chained through one scalar). */
#include <stdio.h>

#define N 3000
#define T 5
#define R 30
#define C 100

static double a[N], b[N], v[N], h[2], last[T];
static double M[R][C], chain[R];

int main(void)
{
  for (int i = 0; i < N; i++) {
    a[i] = (double)((i * 7919) % 1000) / 500.0 - 1.0;
    b[i] = (double)((i * 31) % 17) / 16.0;
    v[i] = 1.0 + (double)(i % 3);
  }
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      M[r][c] = (double)((r * 11 + c * 13) % 29) / 28.0;
  double u = 0.0, tot = 0.0, step = 0.0, s = 0.0, run = 0.0;
#pragma scop
  for (int i = 0; i < N; i++) {
    if (i % 100 == 0)
      u = 0.0;
    u += a[i];
  }
  h[0] = 0.0;
  h[1] = 0.0;
  for (int i = 0; i < N; i++) {
    h[0] += a[i];
    h[1] += b[i];
  }
  for (int t = 0; t < T; t++) {
    step = 0.0;
    for (int i = 0; i < N; i++) {
      tot += a[i] * (t + 1);
      step += b[i] * (t + 1);
    }
    last[t] = step;
  }
  for (int i = 0; i < N; i++)
    s += v[i];
  for (int i = 0; i < N; i++)
    v[i] = v[i] / s;
  for (int r = 0; r < R; r++) {
    for (int c = 0; c < C; c++)
      run += M[r][c];
    chain[r] = run;
  }
#pragma endscop
  printf("%.9e %.9e %.9e %.9e %.9e %.9e\n", u, h[0], h[1], tot, step, s);
  for (int t = 0; t < T; t++)
    printf("%.9e\n", last[t]);
  for (int i = 0; i < N; i += 301)
    printf("%.9e\n", v[i]);
  for (int r = 0; r < R; r++)
    printf("%.9e\n", chain[r]);
  return 0;
}
