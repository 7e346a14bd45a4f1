/* translated by s2s: host part in C (variable-length array parameter 'U'); kernels in the .cu file */
/* trisolv-row: back substitution U x = b, row-oriented (the "dot product"
   form): rows are solved from the last one up, each with a local
   accumulator.  U is upper triangular. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define N 2000
#elif defined(LARGE_DATASET)
#  define N 4000
#elif defined(EXTRALARGE_DATASET)
#  define N 8000
#else /* SMALL, the default */
#  define N 320
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trisolv_row(int n, DATA_TYPE U[n][n], DATA_TYPE b[n], DATA_TYPE x[n])
{
  for (int i = 0; i < n; i++) {
    b[i] = (DATA_TYPE)((i * i + 3) % 8) / 8 - (DATA_TYPE)0.5;
    x[i] = -5;
    for (int j = 0; j < n; j++)
      U[i][j] = (j > i) ? (DATA_TYPE)((i + j * 3 + 4) % 12) / (12 * n)
                        : (j == i ? (DATA_TYPE)(2 + i % 5) / 3 : (DATA_TYPE)7);
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

void kernel_trisolv_row(int n, DATA_TYPE U[n][n], DATA_TYPE b[n], DATA_TYPE x[n])
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = n - 1; i >= 0; i--) {
    DATA_TYPE acc = b[i];
    for (int j = i + 1; j < n; j++)
      acc -= U[i][j] * x[j];
    x[i] = acc / U[i][i];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*U)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *b = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  if (!U || !b || !x) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trisolv_row(N, U, b, x);
  kernel_trisolv_row(N, U, b, x);
  print_array("x", x, N);
  free(U);
  free(b);
  free(x);
  return 0;
}
