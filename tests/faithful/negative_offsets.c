/* Pointers that are read and written below their own start: a local pointer to the middle of an array
   (q[i - N / 2]), a parameter called with A + 10 and read at p[i - 5], and a pointer to rows called with
   &G[2] and read at R[i - 2][j] (rows before the one it points at). */
#include <stdio.h>
#define N 40
#define M 6
static double A[N], B[N], C[N], G[N][M], H[N][M];

static void shifted(double *p, double *out, int n) {
#pragma scop
  for (int i = 0; i < n; i++)
    out[i] = p[i - 5] * 2 + p[i];
#pragma endscop
}

static void rows(double (*R)[M], int n) {
#pragma scop
  for (int i = 2; i < n; i++)
    for (int j = 0; j < M; j++)
      H[i][j] = R[i - 2][j] + R[i - 4][j] * 0.5;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = i * 1.5 - 7;
    for (int j = 0; j < M; j++) G[i][j] = i * 10 + j;
  }
  double *q = A + N / 2;
#pragma scop
  for (int i = 0; i < N; i++)
    B[i] = q[i - N / 2] + q[N / 2 - 1 - i];
#pragma endscop
  shifted(A + 10, C, N - 10);
  rows(&G[2], N - 2);
  for (int i = 0; i < N; i++) {
    printf("%.17g %.17g", B[i], C[i]);
    for (int j = 0; j < M; j++) printf(" %.17g", H[i][j]);
    printf("\n");
  }
  return 0;
}
