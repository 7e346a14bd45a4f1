/* heat-3d: explicit finite-difference heat diffusion on an N^3 cube, 7-point
   stencil, two file-scope global arrays alternated each time step. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 10
#  define TSTEPS 4
#elif defined(MEDIUM_DATASET)
#  define N 100
#  define TSTEPS 50
#elif defined(LARGE_DATASET)
#  define N 200
#  define TSTEPS 200
#elif defined(EXTRALARGE_DATASET)
#  define N 320
#  define TSTEPS 500
#else /* SMALL, the default */
#  define N 30
#  define TSTEPS 10
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static DATA_TYPE A[N][N][N];
static DATA_TYPE B[N][N][N];

static void init_heat_3d(void)
{
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++) {
        A[i][j][k] = (DATA_TYPE)((i + 2 * j + 3 * k) % 10) / 10;
        B[i][j][k] = A[i][j][k];
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

void kernel_heat_3d(void)
{
S2S_REGION_BEGIN();
#pragma scop
  for (int t = 1; t <= TSTEPS; t++) {
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        for (int k = 1; k < N - 1; k++)
          B[i][j][k] = A[i][j][k]
                       + (DATA_TYPE)0.125 * (A[i + 1][j][k] - 2 * A[i][j][k] + A[i - 1][j][k])
                       + (DATA_TYPE)0.125 * (A[i][j + 1][k] - 2 * A[i][j][k] + A[i][j - 1][k])
                       + (DATA_TYPE)0.125 * (A[i][j][k + 1] - 2 * A[i][j][k] + A[i][j][k - 1]);
    for (int i = 1; i < N - 1; i++)
      for (int j = 1; j < N - 1; j++)
        for (int k = 1; k < N - 1; k++)
          A[i][j][k] = B[i][j][k]
                       + (DATA_TYPE)0.125 * (B[i + 1][j][k] - 2 * B[i][j][k] + B[i - 1][j][k])
                       + (DATA_TYPE)0.125 * (B[i][j + 1][k] - 2 * B[i][j][k] + B[i][j - 1][k])
                       + (DATA_TYPE)0.125 * (B[i][j][k + 1] - 2 * B[i][j][k] + B[i][j][k - 1]);
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  init_heat_3d();
  kernel_heat_3d();
  print_array("A", &A[0][0][0], (long)N * N * N);
  print_array("B", &B[0][0][0], (long)N * N * N);
  return 0;
}
