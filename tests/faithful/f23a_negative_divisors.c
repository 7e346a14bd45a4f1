/* Division and remainder by negative constants in subscripts, bounds and conditions: C truncates
   toward zero whatever the signs (i / -2 is -(i / 2), i % -3 has the sign of i), over iterators that
   cross zero; a bound (n - 1) / -1 + n and a condition on j % -4. */
#include <stdio.h>

#define N 21

int main(void)
{
  static int A[3 * N], B[N][N], C[4 * N];
  int n = N;
  for (int i = 0; i < 3 * N; i++)
    A[i] = -1;

#pragma scop
  for (int i = -N; i < N; i++)
    A[i / -2 + N] += i + 100;
  for (int i = -N + 1; i < N; i++)
    C[i % -3 + 2 + 3 * (i / -5 + 4)] += 1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < (n - 1) / -1 + n + i; j++)
      if (j % -4 == 1 || (i - j) % -3 == -1)
        B[i][j] = i * 100 + j;
  for (int i = 0; i < n; i++)
    C[2 * N + i] = (i - 10) / -3 * 10 + (i - 10) % -3;
#pragma endscop

  for (int i = 0; i < 3 * N; i++)
    printf("%d ", A[i]);
  printf("\n");
  for (int i = 0; i < 4 * N; i++)
    printf("%d ", C[i]);
  printf("\n");
  unsigned long h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      h = h * 3 + (unsigned long)B[i][j];
  printf("%lu\n", h);
  return 0;
}
