/* gramschmidt-pb: modified Gram-Schmidt in the benchmark-suite shape: nrm a scalar declared at the top, R[k][j]
   zeroed then accumulated, A updated with A = A - ...
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define M 16
#  define N 12
#else
#  define M 2400
#  define N 2000
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

void kernel_gramschmidt(int m, int n, DATA_TYPE A[M][N], DATA_TYPE R[N][N], DATA_TYPE Q[M][N])
{
  int i, j, k;
  DATA_TYPE nrm;
#pragma scop
  for (k = 0; k < B_N; k++) {
    nrm = CST(0.0);
    for (i = 0; i < B_M; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    for (i = 0; i < B_M; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (j = k + 1; j < B_N; j++) {
      R[k][j] = CST(0.0);
      for (i = 0; i < B_M; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (i = 0; i < B_M; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  DATA_TYPE (*R)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*Q)[M][N] = malloc(sizeof(DATA_TYPE) * (long)(M) * (long)(N));
  fill((DATA_TYPE *)A, (long)(M) * (long)(N), 3);
  fill((DATA_TYPE *)R, (long)(N) * (long)(N), 4);
  fill((DATA_TYPE *)Q, (long)(M) * (long)(N), 5);
  for (int i = 0; i < M; i++) for (int j = 0; j < N; j++) (*A)[i][j] = (i == j ? 10 : 0) + (DATA_TYPE)((i * j) % M) / M;
  kernel_gramschmidt(M, N, *A, *R, *Q);
  dump("A", (DATA_TYPE *)A, (long)M * N);
  dump("R", (DATA_TYPE *)R, (long)N * N);
  dump("Q", (DATA_TYPE *)Q, (long)M * N);
  free(A);
  free(R);
  free(Q);
  return 0;
}
