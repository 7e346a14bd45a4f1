/* An iterator spelled like a global array the same SCoP reads in its next nest: `x` is the loop
   counter of the first nest and the global array of the second; `y` is a double outside the SCoP and
   an int iterator inside it (printed afterwards, unchanged). */
#include <stdio.h>
#define N 120

double x[N], A[N][N], B[N];

static void kernel(int n) {
  double y = 3.25;
#pragma scop
  for (int x = 0; x < n; x++)
    for (int y = 0; y < n; y++)
      A[x][y] = (x + 2 * y) % 7 - 0.5 * x;
  for (int i = 0; i < n; i++) {
    B[i] = 0;
    for (int y = 0; y < n; y++)
      B[i] += A[i][y] * x[y];
  }
#pragma endscop
  printf("y=%g\n", y);
}

int main(void) {
  for (int i = 0; i < N; i++)
    x[i] = 1.0 / (i + 1);
  kernel(N);
  kernel(N / 3);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += B[i] * (i % 5 + 1);
  printf("%.12g %.12g\n", s, A[N / 3 - 1][5]);
  return 0;
}
