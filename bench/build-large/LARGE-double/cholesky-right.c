/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_cholesky_right(int n, void *s2s_h0_A);
/* cholesky-right: in-place Cholesky factorisation A = L L^T, right-looking
   (k, j, i order): column k is finished, then it updates the trailing lower
   triangle.  Only the lower triangle of A is read and written; the strict
   upper triangle keeps its initial values. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define N 17
#elif defined(MEDIUM_DATASET)
#  define N 640
#elif defined(LARGE_DATASET)
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#else /* SMALL, the default */
#  define N 150
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* symmetric, strictly diagonally dominant with a positive diagonal: SPD */
static void init_cholesky_right(int n, DATA_TYPE A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j) ? (DATA_TYPE)(2 + i % 3)
                         : (DATA_TYPE)((i + j) % 7 + (i * j) % 3 + 1) / (10 * n);
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

void kernel_cholesky_right(int n, DATA_TYPE A[n][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: SCoP 0 runs on the GPU (3 kernels) */
s2s_scop0_kernel_cholesky_right(n, (void *)A);
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_cholesky_right(N, A);
  kernel_cholesky_right(N, A);
  print_array("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
