/* A parameter shadowed inside the SCoP's loop body: the inner loop's bound `n` is the block's own
   n = i + 1 (a triangular nest written with a shadow), the outer bound is the parameter. */
#include <stdio.h>
#define SZ 90

static double L[SZ][SZ], x[SZ], b[SZ];

static void lower_solve_like(int n, double scale) {
#pragma scop
  for (int i = 0; i < n; i++) {
    int n = i + 1;
    double scale = 0.5;
    b[i] = 0.0;
    for (int j = 0; j < n; j++)
      b[i] += L[i][j] * x[j] * scale;
  }
  for (int i = 0; i < n; i++)
    x[i] = b[i] * scale;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < SZ; i++) {
    x[i] = (i % 9) - 4;
    for (int j = 0; j < SZ; j++)
      L[i][j] = ((i * 7 + j * 3) % 13) * 0.25;
  }
  lower_solve_like(SZ, 2.0);
  lower_solve_like(SZ - 17, -1.0);
  double s = 0;
  for (int i = 0; i < SZ; i++)
    s += x[i] * (i + 1);
  printf("%.12g %.12g %.12g\n", s, x[0], x[SZ - 1]);
  return 0;
}
