/* Sizes that are negative or zero reach a SCoP function (empty loops: nothing may be allocated,
   copied or launched wrongly), and an unsigned size of zero. */
#include <stdio.h>

static double A[10][10], B[10];

static void f(int n, int m, unsigned k) {
  int i, j;
  unsigned u;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      A[i][j] = A[i][j] + i * 10 + j;
  for (u = 0; u < k; u++)
    B[u] = B[u] * 2.0 + 1.0;
#pragma endscop
}

int main(void) {
  f(-3, 5, 0u);
  f(4, -2, 3u);
  f(0, 0, 0u);
  f(10, 10, 10u);
  f(2, 3, 1u);
  f(-2147483647 - 1, 7, 0u);
  double s = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) s += A[i][j];
  printf("%.2f %.2f %.2f %.2f\n", s, A[1][2], B[0], B[9]);
  return 0;
}
