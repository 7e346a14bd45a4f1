/* translated by s2s: host part in C (variable-length array parameter 'd'); kernels in the .cu file */
extern void s2s_scop0_kernel_floyd_warshall_hoisted(int n, void *s2s_h1_d);
/* floyd-warshall-hoisted: all-pairs shortest paths on a dense weighted graph
   with floating-point weights (DATA_TYPE), VLA arrays, the row element
   d[i][k] hoisted into a local scalar before the j loop, and the minimum
   written the other way round.  Weights are multiples of 1/4 and path sums
   stay small, so float and double give identical results. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 14
#elif defined(MEDIUM_DATASET)
#  define N 520
#elif defined(LARGE_DATASET)
#  define N 2600
#elif defined(EXTRALARGE_DATASET)
#  define N 5200
#else /* SMALL, the default */
#  define N 170
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#define FAR 4096 /* no edge: larger than any shortest path, exact in float */

static void init_floyd_warshall_hoisted(int n, DATA_TYPE d[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == j)
        d[i][j] = 0;
      else if ((i * 5 + j * 3) % 7 < 4 && (i + 2 * j) % 11 != 0)
        d[i][j] = FAR;
      else
        d[i][j] = (DATA_TYPE)((i * 7 + j * 2) % 19 + 1) / 4;
    }
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_floyd_warshall_hoisted(int n, DATA_TYPE d[n][n])
{
S2S_REGION_BEGIN();
/* s2s: SCoP 0 runs on the GPU (2 kernels) */
s2s_scop0_kernel_floyd_warshall_hoisted(n, (void *)d);
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*d)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!d) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_floyd_warshall_hoisted(N, d);
  kernel_floyd_warshall_hoisted(N, d);
  print_array("d", &d[0][0], (long)N * N);
  free(d);
  return 0;
}
