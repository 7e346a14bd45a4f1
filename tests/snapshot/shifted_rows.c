/* Each row becomes a mix of itself and the rows after it as they were before the loop, in place; the last
   statement reads a value written in the same nest (it keeps its dependence). */
#include <stdio.h>

#define N 23
#define M 31

static float X[N][M];
static float s[N];

int main(void)
{
  int n = N, m = M;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      X[i][j] = (float)((3 * i + 5 * j) % 17) - 8.0f;
#pragma scop
  for (int i = 0; i < n - 2; i++) {
    for (int j = 0; j < m; j++)
      X[i][j] = 0.5f * X[i][j] + 0.25f * X[i + 1][j] + 0.25f * X[i + 2][j];
    s[i] = X[i][0] + X[i][m - 1];
  }
#pragma endscop
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < M; j++)
      printf("%.6g ", X[i][j]);
    printf("%.6g\n", s[i]);
  }
  return 0;
}
