/* C's integer division and remainder truncate toward zero; isl's floor.  Subscripts and conditions with
   `(i - j) / 2`, `(i - 5) % 3`, `i / 2 * 2`, `-i / 4` and `(j - n / 2) % 4` over ranges that cross zero,
   in a stencil and a triangular loop. */
#include <stdio.h>

#define N 24

int main(void)
{
  static double A[N][N], B[N][2 * N], C[3 * N];
  static int D[N][N];
  int n = N;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (i * 5 + j * 3) % 13 - 6.0;

#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][(i - j) / 2 + N] = A[i][j] + (i - j) % 3;
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      D[i][j] = (j - 5) % 3 + 3 * ((i - 2 * j) / 3) + (j - n / 2) % 4 * 10 + -j / 4 * 100;
  for (int i = -N; i < 2 * N; i++)
    C[i + N] = (i / 2 * 2 == i) + 10 * (i % 2) + (i < 0 ? 100 * (i / 5) : 0);
#pragma endscop

  for (int i = 0; i < N; i++) {
    for (int j = 0; j < 2 * N; j++)
      printf("%g ", B[i][j]);
    printf("\n");
  }
  for (int i = 0; i < N; i++) {
    for (int j = 0; j <= i; j++)
      printf("%d ", D[i][j]);
    printf("\n");
  }
  for (int i = 0; i < 3 * N; i++)
    printf("%g ", C[i]);
  printf("\n");
  return 0;
}
