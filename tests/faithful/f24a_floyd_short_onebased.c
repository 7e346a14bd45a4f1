/* Floyd-Warshall 1-based (vertices 1..n, row and column 0 unused) on int weights with the candidate in
   an int local of the j body and the minimum taken by a MIN macro, the pivot loop written `<= n`. */
#include <stdio.h>

#define N 44
#define INF 1000000
#define MIN(a, b) ((a) < (b) ? (a) : (b))

static int w[N + 1][N + 1];

int main(void) {
  int n = N;
  for (int i = 0; i <= n; i++)
    for (int j = 0; j <= n; j++)
      w[i][j] = i == j ? 0 : ((i + 3 * j) % 7 < 2 ? (i * 13 + j * 5) % 31 + 1 : INF);
#pragma scop
  for (int k = 1; k <= n; k++)
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++) {
        int via = w[i][k] + w[k][j];
        w[i][j] = MIN(w[i][j], via);
      }
#pragma endscop
  long s = 0;
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= n; j++)
      s += w[i][j] < INF ? w[i][j] : -1;
  printf("%ld %d %d\n", s, w[1][n], w[n][2]);
  return 0;
}
