/* Numerically careful softmax and log-sum-exp per row: the row's maximum (a ternary: -INFINITY start),
   then the sum of exp(x - max) (the maximum read by every term), then the normalisation; a row of all
   -INFINITY (the max stays -inf, exp(nan) sums to NaN as in C) and a row with +INFINITY. */
#include <math.h>
#include <stdio.h>

#define R 20
#define C 300

static double X[R][C], P[R][C], mx[R], se[R], lse[R];

int main(void)
{
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++)
      X[r][c] = (double)((r * 17 + c * 23) % 101) / 10.0 - 5.0 + r;
  for (int c = 0; c < C; c++)
    X[3][c] = -INFINITY;
  X[7][123] = INFINITY;
#pragma scop
  for (int r = 0; r < R; r++) {
    mx[r] = -INFINITY;
    for (int c = 0; c < C; c++)
      mx[r] = X[r][c] > mx[r] ? X[r][c] : mx[r];
    se[r] = 0.0;
    for (int c = 0; c < C; c++)
      se[r] += exp(X[r][c] - mx[r]);
    lse[r] = mx[r] + log(se[r]);
    for (int c = 0; c < C; c++)
      P[r][c] = exp(X[r][c] - mx[r]) / se[r];
  }
#pragma endscop
  for (int r = 0; r < R; r++)
    printf("%g %.9e %.9e %.9e %.9e\n", mx[r], se[r], lse[r], P[r][0], P[r][C - 1]);
  return 0;
}
