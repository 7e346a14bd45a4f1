/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_lu(int n, void *s2s_h0_A);
/* lu: in-place LU factorisation without pivoting (right-looking form): after
   the kernel the strict lower part of A holds L (unit diagonal), the rest U. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define N 600
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

/* strictly diagonally dominant (by rows and by columns): no pivoting needed */
static void init_lu(int n, DATA_TYPE A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j) ? (DATA_TYPE)(2 + (i % 3))
                         : (DATA_TYPE)((3 * i + 7 * j) % 11 + 1) / (11 * n);
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

void kernel_lu(int n, DATA_TYPE A[n][n])
{
S2S_REGION_BEGIN();
/* s2s: SCoP 0 runs on the GPU (2 kernels) */
s2s_scop0_kernel_lu(n, (void *)A);
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_lu(N, A);
  kernel_lu(N, A);
  print_array("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
