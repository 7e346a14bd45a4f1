/* Scalars and scratch arrays that look private to an outer iteration but carry a value into it where an
   inner loop runs no iteration: t is set in a triangular loop (j < i, none at i = 0) and read after it,
   so row 0 reads the value from before the SCoP and row i + 1 reads... row i + 1's own last value; a
   scratch row w[] filled for k < i and summed for k < i + 1 (the element w[i] is the previous row's);
   and a scalar last assigned under an affine condition that holds only on even rows. */
#include <stdio.h>
#define N 300
double A[N][N], C[N], D[N], E[N], w[N + 1];

static double kernel(int n) {
  double t = -1.0, u = 5.0, v = 0.0;
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      t = A[i][j] * 0.5;
      A[i][j] = t + 1.0;
    }
    C[i] = t;
  }
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < i; k++)
      w[k] = A[i][k] - 1.0;
    D[i] = 0.0;
    for (int k = 0; k < i + 1; k++)
      D[i] += w[k];
  }
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0)
      u = A[i][0] + i;
    E[i] = u;
  }
  for (int i = 0; i < n; i++)
    v += C[i] - E[i];
#pragma endscop
  return t + u + v;
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = ((i * 7 + j * 3) % 11) * 0.25;
  double r1 = kernel(N);
  double r2 = kernel(1);
  double r3 = kernel(7);
  double s = 0;
  for (int i = 0; i < N; i++) s += C[i] * (i % 5 + 1) + D[i] * (i % 3) + E[i] + w[i];
  printf("%.12g %.12g %.12g %.12g\n", r1, r2, r3, s);
  return 0;
}
