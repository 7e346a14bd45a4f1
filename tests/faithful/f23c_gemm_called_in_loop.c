/* A blocked driver: main calls a gemm-like update C += A_blk * B_blk in a loop over the panels of k,
   passing pointers into the middle of the matrices (&A[0][p], &B[p][0]) and the leading dimension;
   the SCoP is in the callee and runs once per panel, the panels of different widths (the last one
   narrower). */
#include <stdio.h>

#define N 30
#define K 45

static double A[N][K], B[K][N], C[N][N];

static void panel(int n, int kb, int lda, int ldb, const double *a, const double *b, double *c) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      double acc = c[i * n + j];
      for (int p = 0; p < kb; p++)
        acc += a[i * lda + p] * b[p * ldb + j];
      c[i * n + j] = acc;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int p = 0; p < K; p++) {
      A[i][p] = (double)((i + 2 * p) % 9) / 9.0;
      B[p][i] = (double)((3 * i + p) % 11) / 11.0;
    }
  for (int p = 0; p < K; p += 16) {
    int kb = K - p < 16 ? K - p : 16;
    panel(N, kb, K, N, &A[0][p], &B[p][0], &C[0][0]);
  }
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += C[i][j] * (1 + (i * j) % 4);
  printf("%.10e %.10f\n", s, C[N - 1][1]);
  return 0;
}
