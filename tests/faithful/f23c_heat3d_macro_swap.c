/* 3-D heat equation on flat arrays with a 3-D index macro; the time loop in main swaps the two grids
   through pointers after each SCoP-sized step (A to B, then the pointers trade places). */
#include <stdio.h>
#include <stdlib.h>

#define I3(i, j, k) (((i) * n + (j)) * n + (k))

static void step(int n, const double *A, double *B) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        B[I3(i, j, k)] = 0.125 * (A[I3(i + 1, j, k)] - 2.0 * A[I3(i, j, k)] + A[I3(i - 1, j, k)])
                       + 0.125 * (A[I3(i, j + 1, k)] - 2.0 * A[I3(i, j, k)] + A[I3(i, j - 1, k)])
                       + 0.125 * (A[I3(i, j, k + 1)] - 2.0 * A[I3(i, j, k)] + A[I3(i, j, k - 1)])
                       + A[I3(i, j, k)];
#pragma endscop
}

int main(void) {
  int n = 18;
  double *a = malloc(sizeof(double) * n * n * n), *b = malloc(sizeof(double) * n * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        a[I3(i, j, k)] = b[I3(i, j, k)] = (double)(i + j + (n - k)) * 10 / n;
  for (int t = 1; t <= 20; t++) {
    step(n, a, b);
    double *tmp = a;
    a = b;
    b = tmp;
  }
  double s = 0;
  for (int x = 0; x < n * n * n; x++)
    s += a[x];
  printf("%.10e %.10f\n", s, a[I3(n / 2, n / 2, n / 2)]);
  free(a);
  free(b);
  return 0;
}
