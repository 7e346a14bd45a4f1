/* Floating arithmetic of iterators and sizes: as a loop bound (`j < i * 0.5` is a real comparison:
   j < 2.5 runs j = 0, 1, 2) and an if's condition (`i + j < 1.5 * n - 0.5`), which are not modelled
   (sequential, with a warning), and as values in bodies (`j <= n / 2.0`, `(int)(i * 0.7)`, `i / 3.0 >
   j - 1`), which are. */
#include <stdio.h>

#define N 23

int main(void)
{
  static int A[N][N], B[N][N], C[N][N], D[N][N];
  int n = N;

#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i * 0.5; j++)
      A[i][j] = i + 2 * j + 1;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      B[i][j] = (j <= n / 2.0) * (i - j) + (i * 0.5 > j);
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      C[i][j] = 1 + (i / 3.0 > j - 1) + (int)(i * 0.7) * 10;
#pragma endscop
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (i + j < 1.5 * n - 0.5)
        D[i][j] = 7;
#pragma endscop

  unsigned long s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s = s * 7 + (unsigned long)(A[i][j] + 3 * B[i][j] + 5 * C[i][j] + 11 * D[i][j]);
  printf("%lu\n", s);
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < N; j++)
      printf("%d/%d/%d/%d ", A[i][j], B[i][j], C[i][j], D[i][j]);
    printf("\n");
  }
  return 0;
}
