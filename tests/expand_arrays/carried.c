/* The buffer carries a value from one iteration to the next (t[0] is read before the row rewrites it):
   not expanded. */
#include <stdio.h>

#define N 8

static void carry(int n, double A[N][N], double B[N], double t[N])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    B[i] = t[0] + t[n - 1];
    for (int j = 0; j < n; j++)
      t[j] = A[i][j] + 0.5 * j;
  }
#pragma endscop
}

static double A[N][N], B[N], t[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    t[i] = i;
    for (int j = 0; j < N; j++)
      A[i][j] = (double)((3 * i + j) % 7);
  }
  carry(N, A, B, t);
  for (int i = 0; i < N; i++)
    printf("%.15g %.15g\n", B[i], t[i]);
  return 0;
}
