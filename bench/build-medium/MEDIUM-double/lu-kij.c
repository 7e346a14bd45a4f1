/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_lu_kij(int n, void *s2s_h0_A);
/* lu-kij: in-place LU factorisation without pivoting, right-looking, in the
   k-i-j order people usually type: the multiplier of row i is computed and
   immediately used to update the rest of that row.  After the kernel the
   strict lower part of A holds L (unit diagonal), the rest U. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 18
#elif defined(MEDIUM_DATASET)
#  define N 640
#elif defined(LARGE_DATASET)
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#else /* SMALL, the default */
#  define N 160
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* strictly diagonally dominant by rows and columns, not symmetric */
static void init_lu_kij(int n, DATA_TYPE A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j) ? (DATA_TYPE)(3 + (i % 4)) / 2
                         : (DATA_TYPE)((5 * i + 2 * j + 3) % 13 + 1) / (14 * n);
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

void kernel_lu_kij(int n, DATA_TYPE A[n][n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: SCoP 0 runs on the GPU (2 kernels) */
s2s_scop0_kernel_lu_kij(n, (void *)A);
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_lu_kij(N, A);
  kernel_lu_kij(N, A);
  print_array("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
