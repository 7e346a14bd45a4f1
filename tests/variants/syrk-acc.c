/* syrk-acc: syrk with the triangle written j < i + 1, a local accumulator, int64_t iterators and the k loop
   innermost
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 14
#  define M 12
#else
#  define N 2400
#  define M 2000
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

void kernel_syrk(int64_t n, int64_t m, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[n][n], DATA_TYPE A[n][m])
{
#pragma scop
  for (int64_t i = 0; i < n; i++)
    for (int64_t j = 0; j < i + 1; j++) {
      DATA_TYPE acc = 0;
      for (int64_t k = 0; k < m; k++)
        acc += A[i][k] * A[j][k];
      C[i][j] = beta * C[i][j] + alpha * acc;
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*C)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*A)[N][M] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(M));
  fill((DATA_TYPE *)C, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)A, (long)(N) * (long)(M), 4);
  kernel_syrk(N, M, 1.5, 1.2, *C, *A);
  dump("C", (DATA_TYPE *)C, (long)N * N);
  free(C);
  free(A);
  return 0;
}
