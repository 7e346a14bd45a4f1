/* Floyd-Warshall on a double table with the candidate distance in a local and the relaxation an `if`
   (`double d = dist[i][k] + dist[k][j]; if (d < dist[i][j]) dist[i][j] = d;`), infinities spelled as a
   large constant, and the path count of the next hops updated in the same branch in a second array. */
#include <stdio.h>

#define N 48
#define INF 1.0e30

static double dist[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == j)
        dist[i][j] = 0.0;
      else if ((i * 5 + j * 3) % 7 < 3)
        dist[i][j] = 1.0 + (double)((i + 2 * j) % 10);
      else
        dist[i][j] = INF;
    }
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        double d = dist[i][k] + dist[k][j];
        if (d < dist[i][j])
          dist[i][j] = d;
      }
#pragma endscop
  double s = 0;
  int unreachable = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (dist[i][j] >= INF)
        unreachable++;
      else
        s += dist[i][j];
    }
  printf("%.6f %d %.3f\n", s, unreachable, dist[n - 1][0]);
  return 0;
}
