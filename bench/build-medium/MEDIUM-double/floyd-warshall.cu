/* floyd-warshall: all-pairs shortest path lengths on a dense weighted directed
   graph, integer distances in a file-scope global matrix, relaxed in place. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define N 500
#elif defined(LARGE_DATASET)
#  define N 2800
#elif defined(EXTRALARGE_DATASET)
#  define N 5600
#else /* SMALL, the default */
#  define N 180
#endif

/* "no edge"; twice this still fits in an int */
#define NO_EDGE 1000000

static int dist[N][N];

static void init_floyd_warshall(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (i == j)
        dist[i][j] = 0;
      else if ((i * j + i) % 5 == 0 || (i + j) % 3 == 0)
        dist[i][j] = NO_EDGE;
      else
        dist[i][j] = (i * 3 + j * 5) % 17 + 1;
    }
}

static void print_iarray(const char *name, const int *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  long sum = 0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%d\n", v[p]);
  for (long p = 0; p < n; p++)
    sum += v[p];
  printf("checksum %s %ld\n", name, sum);
}

void kernel_floyd_warshall(void)
{
  int k, i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (k = 0; k < N; k++)
    for (i = 0; i < N; i++)
      for (j = 0; j < N; j++)
        dist[i][j] = dist[i][k] + dist[k][j] < dist[i][j] ? dist[i][k] + dist[k][j] : dist[i][j];
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  init_floyd_warshall();
  kernel_floyd_warshall();
  print_iarray("dist", &dist[0][0], (long)N * N);
  return 0;
}
