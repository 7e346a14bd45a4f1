/* A scalar of the function written only inside loops that may run no iteration (n <= 0, or the inner
   range empty for the first rows): the value after the SCoP must be the last one written, or the one it
   had before the SCoP; parameters n and m given as 0, 1 and larger. */
#include <stdio.h>
#define N 64
double A[N][N], y[N];

static double run(int n, int m) {
  double w = 42.0;
  int last = -1;
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i; j < m; j++) {
      w = A[i][j];
      w = w * 2.0 + i;
      A[i][j] = w;
      last = j;
    }
  for (int i = 0; i < n; i++)
    y[i] = y[i] + 1.0;
#pragma endscop
  return w + last * 1000.0;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (i * j) % 5;
  double a = run(0, 5), b = run(3, 0), c = run(5, 3), d = run(N, N), e = run(1, 1);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += y[i];
    for (int j = 0; j < N; j++) s += A[i][j] * ((i + j) % 3 + 1);
  }
  printf("%.12g %.12g %.12g %.12g %.12g %.12g\n", s, a, b, c, d, e);
  return 0;
}
