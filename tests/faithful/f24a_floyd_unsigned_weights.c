/* Floyd-Warshall on unsigned weights with INF 0x3fffffffu (INF + INF still fits), the relaxation through
   an unsigned local candidate compared with `<`, and the next-hop table updated in the same branch with
   the pivot's hop, so that the paths can be walked after. */
#include <stdio.h>

#define N 40
#define INF 0x3fffffffu

static unsigned dist[N][N];
static int next_hop[N][N];

int main(void) {
  int n = N;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      dist[i][j] = i == j ? 0u : ((i * 3 + j * 7) % 6 == 1 ? (unsigned)((i ^ j) % 17 + 1) : INF);
      next_hop[i][j] = dist[i][j] < INF ? j : -1;
    }
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        unsigned cand = dist[i][k] + dist[k][j];
        if (cand < dist[i][j]) {
          dist[i][j] = cand;
          next_hop[i][j] = next_hop[i][k];
        }
      }
#pragma endscop
  unsigned long s = 0;
  long h = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      s += dist[i][j] < INF ? dist[i][j] : 1000u;
      h += (long)next_hop[i][j] * (i + 1);
    }
  int len = 0;
  for (int v = 0; v != n - 1 && v >= 0 && len < n; v = next_hop[v][n - 1])
    len++;
  printf("%lu %ld %u %d\n", s, h, dist[0][n - 1], len);
  return 0;
}
