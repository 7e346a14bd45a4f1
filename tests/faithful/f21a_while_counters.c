/* Loops written as `while` and `do { } while` with affine counters, the way people port Fortran DO
   loops or write pointer-chasing-free sweeps: a while loop with the counter set before it and stepped
   at the end of the body, a do-while that runs at least once (n = 0 still runs one iteration), a while
   nest inside a for loop, and for loops around them for comparison. */
#include <stdio.h>
#define N 96
double A[N][N], B[N][N], x[N], y[N];

static void sweep_while(int n) {
  int i, j;
#pragma scop
  i = 0;
  while (i < n) {
    j = 0;
    while (j < n) {
      B[i][j] = 0.5 * A[i][j] + 0.25 * (i - j);
      j++;
    }
    i++;
  }
#pragma endscop
}

static void sweep_do(int n) {
  int i;
#pragma scop
  i = 0;
  do {
    x[i] = x[i] * 0.75 + y[i];
    i = i + 1;
  } while (i < n);
#pragma endscop
}

static void rows_mixed(int n) {
#pragma scop
  for (int i = 1; i < n; i++) {
    int j = 0;
    while (j < n) {
      A[i][j] = A[i - 1][j] * 0.5 + B[i][j];
      j += 1;
    }
  }
#pragma endscop
}

static void for_form(int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      y[i] += A[i][j] * x[j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    x[i] = (i % 7) * 0.125;
    y[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++)
      A[i][j] = ((i * 13 + j * 7) % 17) * 0.0625;
  }
  sweep_while(N);
  sweep_do(N);
  sweep_do(1);
  rows_mixed(N - 5);
  for_form(N);
  double s = 0, t = 0;
  for (int i = 0; i < N; i++) {
    s += x[i] * (i + 1) + y[i];
    for (int j = 0; j < N; j++) t += A[i][j] * (j + 1) + B[i][j];
  }
  printf("%.17g %.17g\n", s, t);
  return 0;
}
