/* symm-pb: C := alpha A B + beta C with A symmetric (lower triangle stored) in the benchmark-suite shape:
   a scalar temp2 declared at the top, rows k < i of C updated while row i is finished
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define M 12
#  define N 14
#else
#  define M 2000
#  define N 2400
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

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

void kernel_symm(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE C[M][N], DATA_TYPE A[M][M], DATA_TYPE B[M][N])
{
  int i, j, k;
  DATA_TYPE temp2;
#pragma scop
  for (i = 0; i < B_M; i++)
    for (j = 0; j < B_N; j++) {
      temp2 = 0;
      for (k = 0; k < i; k++) {
        C[k][j] += alpha * B[i][j] * A[i][k];
        temp2 += B[k][j] * A[i][k];
      }
      C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
    }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*C)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  DATA_TYPE (*A)[M][M] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(M));
  DATA_TYPE (*B)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  fill((DATA_TYPE *)C, (long)(M) * (long)(N), 3);
  fill((DATA_TYPE *)A, (long)(M) * (long)(M), 4);
  fill((DATA_TYPE *)B, (long)(M) * (long)(N), 5);
  kernel_symm(M, N, CST(1.5), CST(1.2), *C, *A, *B);
  dump("C", (DATA_TYPE *)C, (long)M * N);
  free(C);
  free(A);
  free(B);
  return 0;
}
