/* Triangular solves both ways on one matrix: forward substitution with the lower triangle (x, sum in a
   scalar), then backward substitution with the upper triangle written downwards (`for (i = n - 1;
   i >= 0; i--)`, `for (j = n - 1; j > i; j--)`), two SCoPs of one function sharing L and the vectors. */
#include <stdio.h>

#define N 55

static double T[N][N], b[N], x[N], xb[N];

static void solve(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    double s = b[i];
    for (int j = 0; j < i; j++)
      s -= T[i][j] * x[j];
    x[i] = s / T[i][i];
  }
#pragma endscop
#pragma scop
  for (int i = n - 1; i >= 0; i--) {
    xb[i] = x[i];
    for (int j = n - 1; j > i; j--)
      xb[i] -= T[i][j] * xb[j];
    xb[i] /= T[i][i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    b[i] = i;
    for (int j = 0; j < N; j++)
      T[i][j] = (i == j) ? 2.0 + i : (double)((i + N - j + 1) * 2) / (N * N);
  }
  solve(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += x[i] + 2 * xb[i];
  printf("%.12e %.12f %.12f\n", s, x[N - 1], xb[0]);
  return 0;
}
