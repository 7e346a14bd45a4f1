/* Scalars of the function that a SCoP both writes and uses as a loop bound or in a subscript: n doubled
   before a loop bounded by it, n decreased between two loops, an induction variable k that steps through a
   subscript, and a bound m decremented in the loop it bounds (each stays sequential); a last SCoP reads
   n and m as parameters. */
#include <stdio.h>
#define N 64
static double A[N], B[N], C[N], D[N];

static void f(int n, int m) {
  int k = 3;
#pragma scop
  n = n * 2;
  for (int i = 0; i < n; i++)
    A[i] = A[i] + i;
  n = n - 5;
  for (int i = 0; i < n; i++)
    B[i] = B[i] + A[i] * 2;
#pragma endscop
#pragma scop
  for (int i = 0; i < 10; i++) {
    C[k] = C[k] + i;
    k = k + 2;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < m; i++) {
    D[i] = D[i] + m;
    m = m - 1;
  }
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    A[i] = A[i] + B[i + 1] - m;
#pragma endscop
  printf("n=%d m=%d k=%d\n", n, m, k);
}

int main(void) {
  for (int i = 0; i < N; i++) A[i] = B[i] = C[i] = D[i] = i * 0.5;
  f(20, 30);
  f(7, 9);
  for (int i = 0; i < N; i++) printf("%d %.17g %.17g %.17g %.17g\n", i, A[i], B[i], C[i], D[i]);
  return 0;
}
