/* An integer max DP over intervals: each cell starts from its neighbour below plus a weight, then takes
   the best join of two overlapping sub-intervals (k strictly inside), with a penalty per join. */
#include <stdio.h>

#define N 130

static int B[N][N], v[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    v[i] = (i * 11 + 3) % 13 - 6;
    for (int j = 0; j < N; j++)
      B[i][j] = (i == j) ? v[i] : 0;
  }
#pragma scop
  for (int i = N - 2; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      B[i][j] = B[i + 1][j] + v[i];
      for (int k = i + 1; k < j; k++)
        B[i][j] = B[i][j] > B[i][k] + B[k][j] - 2 ? B[i][j] : B[i][k] + B[k][j] - 2;
    }
#pragma endscop
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      sum += B[i][j];
  for (int i = 0; i < N; i += 6)
    printf("%d %d %d\n", i, B[i][N - 1], B[0][i]);
  printf("sum %ld\n", sum);
  return 0;
}
