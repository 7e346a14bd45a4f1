/* trisolv: forward substitution, solves L x = b for a lower triangular L.
   The vectors are 1-D pointers. */
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
#  define N 300
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_trisolv(int n, DATA_TYPE L[n][n], DATA_TYPE *b, DATA_TYPE *x)
{
  for (int i = 0; i < n; i++) {
    b[i] = (DATA_TYPE)((i * 3 + 1) % 7) / 7 + 1;
    x[i] = -1;
    for (int j = 0; j < n; j++)
      L[i][j] = (j < i) ? (DATA_TYPE)((i + j * 4 + 2) % 9) / (9 * n)
                        : (j == i ? (DATA_TYPE)(1 + (i % 4)) / 2 : (DATA_TYPE)0);
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

void kernel_trisolv(int n, DATA_TYPE L[n][n], DATA_TYPE *x, DATA_TYPE *b)
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < n; i++) {
    x[i] = b[i];
    for (j = 0; j < i; j++)
      x[i] -= L[i][j] * x[j];
    x[i] = x[i] / L[i][i];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*L)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *b = malloc(sizeof(DATA_TYPE[N]));
  if (!L || !x || !b) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_trisolv(N, L, b, x);
  kernel_trisolv(N, L, x, b);
  print_array("x", x, N);
  free(L);
  free(x);
  free(b);
  return 0;
}
