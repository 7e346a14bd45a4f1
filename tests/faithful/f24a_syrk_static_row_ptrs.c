/* syrk (C = alpha A A^T + beta C, lower triangle) on static arrays of row pointers (`double *Arow[N]`)
   set up in main to point into one malloc'd block each, the kernel indexing them as `Arow[i][k]`, the
   j loop written `j <= i`. */
#include <stdio.h>
#include <stdlib.h>

#define N 36
#define M 28

static double *Arow[N], *Crow[N];

static void syrk(int n, int m, double alpha, double beta) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      Crow[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        Crow[i][j] += alpha * Arow[i][k] * Arow[j][k];
  }
#pragma endscop
}

int main(void) {
  double *a = malloc(sizeof(double) * N * M), *c = malloc(sizeof(double) * N * N);
  for (int i = 0; i < N; i++) {
    Arow[i] = a + i * M;
    Crow[i] = c + i * N;
  }
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < M; k++)
      Arow[i][k] = (double)((i * k + 1) % N) / N;
    for (int j = 0; j < N; j++)
      Crow[i][j] = (double)((i * j + 2) % M) / M;
  }
  syrk(N, M, 1.5, 1.2);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += Crow[i][j] * (1 + (i + j) % 3);
  printf("%.10e %.10f %.10f\n", s, Crow[N - 1][0], Crow[0][N - 1]);
  free(a);
  free(c);
  return 0;
}
