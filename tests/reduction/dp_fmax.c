/* A double fmax DP over intervals: the average of the two shorter intervals, then the best weighted
   split (fmax: exact in any order, so the parallel result is bit-identical). */
#include <stdio.h>
#include <math.h>

#define N 140

static double P[N][N], q[N];

int main(void)
{
  for (int i = 0; i < N; i++) {
    q[i] = (double)((i * 7) % 17) / 17.0 - 0.3;
    for (int j = 0; j < N; j++)
      P[i][j] = (i == j) ? q[i] : 0.0;
  }
#pragma scop
  for (int i = N - 2; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      P[i][j] = 0.5 * (P[i + 1][j] + P[i][j - 1]);
      for (int k = i + 1; k < j; k++)
        P[i][j] = fmax(P[i][j], 0.5 * P[i][k] + 0.375 * P[k][j] + 0.125 * q[k]);
    }
#pragma endscop
  double sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      sum += P[i][j];
  for (int i = 0; i < N; i += 7)
    printf("%d %.17g %.17g\n", i, P[i][N - 1], P[0][i]);
  printf("sum %.17g\n", sum);
  return 0;
}
