/* Loop steps as users write them: `i += 2` with `<=`, `i -= 3` down to a bound with `>=` and `>`,
   `i = i + 4` and `i = 4 + i`, a nest whose inner step depends on nothing but a constant, a start that is
   not a multiple of the step, and the iterators' values after the SCoP (read by the host code). */
#include <stdio.h>
#define N 64
double A[N], B[N], C[N][N];
long L[N];

static void kernel(int n, int m) {
  int i, j, k;
#pragma scop
  for (i = 1; i <= n; i += 2)
    A[i] = A[i] * 0.5 + i;
  for (j = n - 1; j >= 0; j -= 3)
    B[j] = B[j] + A[j] * 2.0;
  for (k = m; k > 2; k = k - 5)
    L[k] = L[k] * 3 + k;
  for (i = 3; i < m; i = i + 4)
    for (j = 0; j <= i; j = 4 + j)
      C[i][j] = C[i][j] + i - j;
#pragma endscop
  printf("n=%d m=%d i=%d j=%d k=%d\n", n, m, i, j, k);
}

int main(void) {
  int sizes[][2] = {{20, 33}, {0, 0}, {1, 3}, {-4, -1}, {63, 63}, {7, 2}, {50, 6}};
  for (int t = 0; t < N; t++) {
    A[t] = t * 0.25; B[t] = 1.0 - t; L[t] = t % 7;
    for (int u = 0; u < N; u++) C[t][u] = (t * 3 + u) % 5;
  }
  for (int c = 0; c < 7; c++) kernel(sizes[c][0], sizes[c][1]);
  for (int t = 0; t < N; t++) {
    double s = 0;
    for (int u = 0; u < N; u++) s += C[t][u] * (u + 1);
    printf("%d %g %g %ld %g\n", t, A[t], B[t], L[t], s);
  }
  return 0;
}
