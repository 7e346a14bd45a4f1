/* Transitive closure (Warshall) of a relation, the column loop outside the row loop. */
#include <stdio.h>

#define N 70

static unsigned char r[N][N];

int main(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      r[i][j] = (i * 5 + j * 3) % 29 == 0 || j == (i * 7 + 1) % N;
#pragma scop
  for (int k = 0; k < N; k++)
    for (int j = 0; j < N; j++)
      for (int i = 0; i < N; i++)
        r[i][j] = r[i][j] || (r[i][k] && r[k][j]);
#pragma endscop
  for (int i = 0; i < N; i++) {
    int c = 0;
    for (int j = 0; j < N; j++)
      c = c * 3 + r[i][j] + (c > 100000 ? -c / 2 : 0);
    printf("%d\n", c);
  }
  return 0;
}
