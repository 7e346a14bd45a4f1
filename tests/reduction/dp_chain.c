/* Optimal split DP in the style of matrix-chain ordering: the cheapest way to multiply the chain of
   matrices i..j, as the minimum over the split points k of the two halves plus the cost of the last
   product (an int min written as a ternary).  The operand reads other cells of C, never C[i][j]. */
#include <stdio.h>

#define N 150

static int C[N][N], dim[N + 1];

int main(void)
{
  for (int i = 0; i <= N; i++)
    dim[i] = 1 + (i * 5 + i / 7) % 9;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      C[i][j] = 0;
#pragma scop
  for (int i = N - 2; i >= 0; i--)
    for (int j = i + 1; j < N; j++) {
      C[i][j] = 1000000000;
      for (int k = i; k < j; k++)
        C[i][j] = C[i][k] + C[k + 1][j] + dim[i] * dim[k + 1] * dim[j + 1] < C[i][j]
                  ? C[i][k] + C[k + 1][j] + dim[i] * dim[k + 1] * dim[j + 1] : C[i][j];
    }
#pragma endscop
  long sum = 0;
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      sum += C[i][j];
  for (int i = 0; i < N; i += 7)
    printf("%d %d %d\n", i, C[i][N - 1], C[0][i]);
  printf("sum %ld\n", sum);
  return 0;
}
