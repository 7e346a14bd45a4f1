#include <stdio.h>
#include <stdlib.h>
#define N 14
#define M 19
#define LD 23

static void sweep(int n, int m, int ld, double *restrict a, double *restrict b, double **rows) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++) {
      b[i * ld + j] = 0.5 * b[i * ld + j - 1] + a[i * ld + j] - 0.25 * a[i * ld + j - 1];
      rows[i][j] = rows[i][j - 1] * 0.5 + b[i * ld + j];
    }
#pragma endscop
}

int main(void) {
  double *a = malloc(sizeof(double) * N * LD), *b = malloc(sizeof(double) * N * LD);
  double *rows[N];
  for (int i = 0; i < N; i++) rows[i] = malloc(sizeof(double) * M);
  for (int k = 0; k < N * LD; k++) {
    a[k] = (double)((k * 7) % 11) / 11 - 0.3;
    b[k] = (double)(k % 4) / 4;
  }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) rows[i][j] = (double)((i + 2 * j) % 5) / 5;
  sweep(N, M, LD, a, b, rows);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < LD; j += 2) printf("%.17g\n", b[i * LD + j]);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j += 2) printf("%.17g\n", rows[i][j]);
  for (int i = 0; i < N; i++) free(rows[i]);
  free(a);
  free(b);
  return 0;
}
