/* A scalar of the function loaded from an element and stored to another inside the SCoP, whose value
   after the SCoP is read by the code that follows (the last row's value, or its value from before the
   SCoP where no iteration runs), in increasing and decreasing loops. */
#include <stdio.h>
#define N 150
double A[N][N], x[N], y[N];

static double up(int n) {
  double t = 1.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    t = x[i];
    for (int j = 0; j < n; j++)
      t += A[i][j] * 0.01;
    y[i] = t;
  }
#pragma endscop
  return t * 2.0;
}

static double down(int n) {
  double t = -1.0;
  int i, j;
#pragma scop
  for (i = n - 1; i >= 0; i--) {
    t = y[i];
    for (j = n - 1; j > i; j--)
      t -= A[i][j] * x[j];
    x[i] = t;
  }
#pragma endscop
  return t + i + j;
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 9) * 0.5;
    for (int j = 0; j < N; j++) A[i][j] = ((i + 3 * j) % 13) * 0.01;
  }
  double a = up(N), b = down(N), c = up(0), d = down(0), e = down(1);
  double s = 0;
  for (int i = 0; i < N; i++) s += x[i] * (i + 1) + y[i];
  printf("%.12g %.12g %.12g %.12g %.12g %.12g\n", s, a, b, c, d, e);
  return 0;
}
