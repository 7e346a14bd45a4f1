/* No pragmas (--autodetect): a function with early returns between its nests (on an argument, on data a
   nest computed), an `if` on data that skips a nest, and a nest after a `return` inside a loop. */
#include <stdio.h>

#define N 60
double M[N][N], col[N];

static int find_neg(int n) {
  int i;
  for (i = 0; i < n; i++)
    if (col[i] < 0) return i;
  return -1;
}

static double work(int n, double shift) {
  int i, j;
  if (n <= 0) return -1.0;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      M[i][j] = (i - j) * 0.5 + shift;
  for (j = 0; j < n; j++) {
    col[j] = 0;
    for (i = 0; i < n; i++)
      col[j] += M[i][j];
  }
  int neg = find_neg(n);
  if (neg >= 0) {
    printf("neg at %d %.6g\n", neg, col[neg]);
    return col[neg];
  }
  if (col[0] > 100.0)
    for (i = 0; i < n; i++)
      col[i] = col[i] / 100.0;
  double s = 0;
  for (i = 0; i < n; i++)
    s += col[i] * M[i][n - 1 - i];
  return s;
}

int main(void) {
  printf("%.10g\n", work(0, 1.0));
  printf("%.10g\n", work(N, 20.0));
  printf("%.10g\n", work(N - 7, -3.0));
  printf("%.10g\n", work(13, 0.0));
  printf("%.10g\n", work(N, 40.0));
  return 0;
}
