/* 2-D Jacobi on flat arrays through an index macro, the whole time loop inside the SCoP written
   downwards (`for (t = tsteps; t > 0; t--)`), each step computing B from A and A from B. */
#include <stdio.h>

#define N 50
#define AT(x, i, j) x[(i) * N + (j)]

static double a[N * N], b[N * N];

int main(void) {
  int n = N, tsteps = 12;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      AT(a, i, j) = ((double)i * (j + 2) + 2) / n;
      AT(b, i, j) = ((double)i * (j + 3) + 3) / n;
    }
#pragma scop
  for (int t = tsteps; t > 0; t--) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        AT(b, i, j) = 0.2 * (AT(a, i, j) + AT(a, i, j - 1) + AT(a, i, j + 1) + AT(a, i + 1, j) +
                             AT(a, i - 1, j));
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        AT(a, i, j) = 0.2 * (AT(b, i, j) + AT(b, i, j - 1) + AT(b, i, j + 1) + AT(b, i + 1, j) +
                             AT(b, i - 1, j));
  }
#pragma endscop
  double s = 0;
  for (int k = 0; k < n * n; k++)
    s += a[k];
  printf("%.10e %.10f\n", s, AT(a, n / 2, n / 3));
  return 0;
}
