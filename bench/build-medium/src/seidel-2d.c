/* seidel-2d: Gauss-Seidel sweeps for the 2-D Laplace equation; each interior
   point is replaced, in place, by the mean of its four neighbours. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#  define TSTEPS 4
#elif defined(MEDIUM_DATASET)
#  define N 800
#  define TSTEPS 100
#elif defined(LARGE_DATASET)
#  define N 2000
#  define TSTEPS 500
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#  define TSTEPS 1000
#else /* SMALL, the default */
#  define N 120
#  define TSTEPS 20
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* hot left/top border, cold right/bottom border, noisy interior */
static void init_seidel_2d(int n, DATA_TYPE A[n][n])
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      if (i == 0 || j == 0)
        A[i][j] = 1;
      else if (i == n - 1 || j == n - 1)
        A[i][j] = 0;
      else
        A[i][j] = (DATA_TYPE)((i * 5 + j * 3) % 13) / 13;
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

void kernel_seidel_2d(int tsteps, int n, DATA_TYPE A[n][n])
{
  int t, i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (t = 0; t < tsteps; t++)
    for (i = 1; i <= n - 2; i++)
      for (j = 1; j <= n - 2; j++)
        A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j]) * (DATA_TYPE)0.25;
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  if (!A) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_seidel_2d(N, A);
  kernel_seidel_2d(TSTEPS, N, A);
  print_array("A", &A[0][0], (long)N * N);
  free(A);
  return 0;
}
