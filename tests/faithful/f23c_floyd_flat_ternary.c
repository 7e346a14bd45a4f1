/* Floyd-Warshall on a flat int distance table (path[i * n + j]) with the relaxation written as a
   ternary, `d = a < b ? a : b;` through a local, inside a function called with two graph sizes. */
#include <stdio.h>
#include <stdlib.h>

static void floyd(int n, int *path) {
#pragma scop
  for (int k = 0; k < n; k++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n; j++) {
        int via = path[i * n + k] + path[k * n + j];
        path[i * n + j] = path[i * n + j] < via ? path[i * n + j] : via;
      }
#pragma endscop
}

static long run(int n) {
  int *path = malloc(sizeof(int) * n * n);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      path[i * n + j] = i * j % 7 + 1;
      if ((i + j) % 13 == 0 || (i + j) % 7 == 0 || (i + j) % 11 == 0)
        path[i * n + j] = 999;
    }
  floyd(n, path);
  long s = 0;
  for (int x = 0; x < n * n; x++)
    s += path[x] * (x % 5 + 1);
  free(path);
  return s;
}

int main(void) {
  printf("%ld %ld\n", run(45), run(17));
  return 0;
}
