/* Divide and conquer: a recursive function splits a range in halves; leaves of at most 16 elements run
   a SCoP on their piece (offset pointers), the merge step runs another SCoP. */
#include <stdio.h>
#define N 100

static double X[N], Y[N];

static void leaf(int n, double *x, double *y) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    y[i] = 0.0;
    for (j = 0; j <= i; j++)
      y[i] += x[j] * (j + 1);
  }
#pragma endscop
}

static void merge(int n, int h, double *y) {
  int i;
  double carry = y[h - 1];
#pragma scop
  for (i = h; i < n; i++)
    y[i] = y[i] + carry * 0.5;
#pragma endscop
}

static void solve(int n, double *x, double *y, int depth) {
  if (n <= 16) {
    leaf(n, x, y);
    return;
  }
  int h = n / 2;
  solve(h, x, y, depth + 1);
  solve(n - h, x + h, y + h, depth + 1);
  merge(n, h, y);
}

int main(void) {
  for (int i = 0; i < N; i++) X[i] = ((i * 37) % 23) / 8.0 - 1.0;
  solve(N, X, Y, 0);
  for (int i = 0; i < N; i += 9) printf("%d %.12g\n", i, Y[i]);
  solve(1, X, Y, 0);
  solve(0, X, Y, 0);
  printf("%.12g %.12g\n", Y[0], Y[1]);
  return 0;
}
