/* In-place updates through a scalar of the function that read an element another iteration writes: a
   reversal `t = x[n - 1 - i]; x[i] = t * 0.5 + x[i]` (the first half reads old values, the second half
   values written by the first), a shift by one through a scalar in both directions, and a row update
   reading the row above, already updated. */
#include <stdio.h>
#define N 150
double x[N], y[N], z[N], M[N][N];

static void run(int n) {
  double t;
#pragma scop
  for (int i = 0; i < n; i++) {
    t = x[n - 1 - i];
    x[i] = t * 0.5 + x[i];
  }
  for (int i = 1; i < n; i++) {
    t = y[i - 1];
    y[i] = y[i] + t;
  }
  for (int i = n - 2; i >= 0; i--) {
    t = z[i + 1];
    z[i] = z[i] * 0.5 + t;
  }
  for (int i = 1; i < n; i++)
    for (int j = 0; j < n; j++) {
      t = M[i - 1][j];
      M[i][j] = M[i][j] + t * 0.25;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = i % 10; y[i] = (i % 3) * 0.1; z[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) M[i][j] = ((i + j) % 5) * 0.2;
  }
  run(N);
  run(7);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += x[i] + y[i] * 2 + z[i] * 3;
    for (int j = 0; j < N; j++) s += M[i][j] * ((i * j) % 3 + 1);
  }
  printf("%.10g\n", s);
  return 0;
}
