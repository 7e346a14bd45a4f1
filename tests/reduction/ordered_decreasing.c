/* Ordered min/max reductions over decreasing loops (steps -1 and -3): the lanes' iterations follow the
   AST's increasing iterator, which is C's order of the updates; equal maxima of both signs of zero in
   different lanes, below the first value, so the tree's choice between lanes decides the result. */
#include <stdio.h>
#include <string.h>
#include <math.h>
#define N 20
#define M 200
static double A[N][M], r1[N], r2[N];
static void f(int n, int m)
{
  int i, j;
#pragma scop
  for (i = 0; i < n; i++) {
    r1[i] = A[i][m - 1];
    for (j = m - 2; j >= 0; j -= 1)
      r1[i] = r1[i] >= A[i][j] ? r1[i] : A[i][j];
  }
  for (i = 0; i < n; i++) {
    r2[i] = A[i][m - 1];
    for (j = m - 2; j >= 0; j -= 3)
      r2[i] = A[i][j] >= r2[i] ? A[i][j] : r2[i];
  }
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      A[i][j] = (i % 2 == 0) ? (j == M - 1 ? -5.0 : (j < 120) ? 0.0 : -0.0) : (i % 3 == 1 && j == (5 * i) % M) ? NAN : (double)((i * 7 + j * 5) % 9) - 8.0;
  f(N, M);
  for (int i = 0; i < N; i++) {
    unsigned long long a, b; memcpy(&a, &r1[i], 8); memcpy(&b, &r2[i], 8);
    printf("%llu %llu\n", isnan(r1[i]) ? 1ull : a, isnan(r2[i]) ? 1ull : b);
  }
  return 0;
}
