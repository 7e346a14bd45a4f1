/* Column walks that the OpenMP target runs in blocks of points (s2s/codegen/cpu_blocks.py), at sizes
   around the block's 256 points: y = A^T x with a setup and a final scaling in the same body, a column
   recurrence, a triangular column walk (inner bounds that depend on the point: not blocked), a flat
   array indexed by both, and an integer count. */
#include <stdio.h>
#include <stdlib.h>

static void atx(int n, int m, double (*A)[m], const double *x, double *y, double *z) {
#pragma scop
  for (int j = 0; j < m; j++) {
    double s = 0.5 * j;
    for (int i = 0; i < n; i++)
      s = s + A[i][j] * x[i];
    y[j] = s / 3.0;
  }
  for (int j = 0; j < m; j++)
    for (int i = 2; i < n; i++)
      A[i][j] = A[i][j] + 0.5 * A[i - 1][j] - 0.25 * A[i - 2][j];
  for (int j = 0; j < m; j++)
    for (int i = 0; i <= j && i < n; i++)
      z[j] += A[i][j];
#pragma endscop
}

static void flat(int n, int m, const float *B, float *c, int *cnt) {
#pragma scop
  for (int j = 0; j < m; j++) {
    c[j] = 0.0f;
    for (int i = 0; i < n; i++) {
      c[j] += B[i * m + j] * 0.5f;
      cnt[j] += i % 3;
    }
  }
#pragma endscop
}

int main(void) {
  int sizes[][2] = { {1, 1}, {3, 255}, {7, 256}, {5, 257}, {300, 600}, {257, 513} };
  double total = 0;
  long count = 0;
  for (int t = 0; t < 6; t++) {
    int n = sizes[t][0], m = sizes[t][1];
    double (*A)[m] = malloc(sizeof(double[n][m]));
    double *x = malloc(sizeof(double) * n), *y = malloc(sizeof(double) * m), *z = calloc(m, sizeof(double));
    float *B = malloc(sizeof(float) * n * m), *c = malloc(sizeof(float) * m);
    int *cnt = calloc(m, sizeof(int));
    for (int i = 0; i < n; i++) {
      x[i] = 1.0 / (i + 1);
      for (int j = 0; j < m; j++) {
        A[i][j] = ((i * 37 + j * 11) % 101) / 101.0 - 0.3;
        B[i * m + j] = ((i * 13 + j * 7) % 97) / 97.0f;
      }
    }
    atx(n, m, A, x, y, z);
    flat(n, m, B, c, cnt);
    for (int j = 0; j < m; j++) {
      total += y[j] + z[j] + c[j] + A[n - 1][j];
      count += cnt[j];
    }
    printf("%d %d %.17g %ld\n", n, m, total, count);
    free(A); free(x); free(y); free(z); free(B); free(c); free(cnt);
  }
  return 0;
}
