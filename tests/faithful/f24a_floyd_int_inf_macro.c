/* Floyd-Warshall on int weights with an INF macro well below INT_MAX / 2 (so that INF + INF does not
   overflow), the relaxation written `if (d[i][k] + d[k][j] < d[i][j]) d[i][j] = d[i][k] + d[k][j];`,
   and the count of unreachable pairs computed after. */
#include <stdio.h>

#define N 56
#define INF 100000000

static int d[N][N];

static void floyd(int n) {
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++)
        if (d[i][k] + d[k][j] < d[i][j])
          d[i][j] = d[i][k] + d[k][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      d[i][j] = i == j ? 0 : ((i * 7 + j * 11) % 5 == 0 ? 1 + (i * j) % 23 : INF);
  floyd(N);
  long s = 0;
  int unreachable = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (d[i][j] >= INF)
        unreachable++;
      else
        s += d[i][j];
    }
  printf("%ld %d %d %d\n", s, unreachable, d[0][N - 1], d[N - 1][1]);
  return 0;
}
