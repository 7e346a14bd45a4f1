/* The buffer's rows shrink: the last iteration of i writes t[0] only, so t's final values come from
   several iterations and one copy per iteration cannot say which (not expanded). */
#include <stdio.h>

#define N 9

static void shrink(int n, double A[N][N], double B[N][N], double t[N])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n - i; j++)
      t[j] = A[i][j] * 3 + i;
    for (int j = 0; j < n - i; j++)
      B[i][j] = t[j] * t[n - i - 1 - j];
  }
#pragma endscop
}

static double A[N][N], B[N][N], t[N];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((i + 2 * j) % 5) - 2;
  shrink(N, A, B, t);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      printf("%.15g\n", B[i][j]);
  for (int j = 0; j < N; j++)
    printf("t %.15g\n", t[j]);
  return 0;
}
