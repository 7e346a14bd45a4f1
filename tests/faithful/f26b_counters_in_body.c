/* Scalars stepped inside SCoP bodies and used in the same statement: A[k++] = i (a packing counter),
   x = (A[i] += 2) * 3 kept in a scalar read after the loop, a running sum read back in each
   iteration, pre-increment of a scalar used as a subscript, and a post-decrement compared in a
   condition. */
#include <stdio.h>
#define N 50
double A[N], B[N], C[2 * N]; int P[2 * N], K[N];

static void counters(int n) {
  int k = 0, x = 0, m = n;
  double run = 0;
#pragma scop
  for (int i = 0; i < n; i++)
    if (K[i] > 0)
      P[k++] = i;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    x = (K[i] += 2) * 3;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++) {
    run += A[i];
    B[i] = run * 0.5;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    C[++k] = A[i] - B[i];
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    if (m-- > n / 2)
      A[i] = -A[i];
#pragma endscop
  printf("k=%d x=%d m=%d run=%.17g\n", k, x, m, run);
}

int main(void) {
  for (int i = 0; i < N; i++) { A[i] = (i * 5 % 11) * 0.75; K[i] = i % 4 - 1; }
  counters(N);
  counters(N / 2);
  for (int i = 0; i < N; i++) printf("%.17g %.17g %d %d %.17g\n", A[i], B[i], K[i], P[i], C[i]);
  for (int i = N; i < 2 * N; i++) printf("%d %.17g\n", P[i], C[i]);
  return 0;
}
