/* Jacobi 1-D in float with a copy loop inside the time loop (no swap): B from A, then A copied back
   from B over the interior, the bounds written `<= n - 2`, the three-point mean as `* (1.0f / 3)`. */
#include <stdio.h>

#define N 120
#define T 40

static float A[N], B[N];

int main(void) {
  int n = N, tsteps = T;
  for (int i = 0; i < n; i++) {
    A[i] = ((float)i + 2) / n;
    B[i] = ((float)i + 3) / n;
  }
#pragma scop
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i <= n - 2; i++)
      B[i] = (A[i - 1] + A[i] + A[i + 1]) * (1.0f / 3);
    for (int i = 1; i <= n - 2; i++)
      A[i] = B[i];
  }
#pragma endscop
  double s = 0;
  for (int i = 0; i < n; i++)
    s += A[i] * (i % 7 + 1);
  printf("%.6e %.7f %.7f\n", s, (double)A[1], (double)A[n / 2]);
  return 0;
}
