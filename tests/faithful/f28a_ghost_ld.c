/* Ghost-cell layouts and flattened indexing with a leading dimension that is not the row length: a
   grid of (n + 2) x (m + 2) doubles stored with ld = m + 2 + pad through IDX(i, j) ((i) * (ld) + (j)),
   interior updated from 1 to n inclusive, ghost rows and columns filled periodically and by copying the
   neighbour; a 3-D box IDX3(i, j, k) with two leading dimensions; and a column-major IDXC(i, j) of a
   sub-block at an offset (r0, c0) in a larger matrix; a flat index held in a local (int idx = i * ld +
   j; B[idx - ld + 1]) at m = ld - 1 and m = ld. */
#include <stdio.h>
#include <stdlib.h>
#define IDX(i, j) ((i) * (ld) + (j))
#define IDX3(i, j, k) (((i) * (ldj) + (j)) * (ldk) + (k))
#define IDXC(i, j) ((r0 + (i)) + (c0 + (j)) * lda)

static void ghost(int n, int m, int pad) {
  int ld = m + 2 + pad;
  double *u = malloc(sizeof(double) * (n + 2) * ld);
  double *v = malloc(sizeof(double) * (n + 2) * ld);
  for (int t = 0; t < (n + 2) * ld; t++)
    u[t] = v[t] = (double)((t * 7) % 19) * 0.25 - 1.0;
#pragma scop
  for (int j = 1; j <= m; j++) {
    u[IDX(0, j)] = u[IDX(n, j)];
    u[IDX(n + 1, j)] = u[IDX(1, j)];
  }
  for (int i = 0; i <= n + 1; i++) {
    u[IDX(i, 0)] = u[IDX(i, 1)];
    u[IDX(i, m + 1)] = u[IDX(i, m)];
  }
  for (int i = 1; i <= n; i++)
    for (int j = 1; j <= m; j++)
      v[IDX(i, j)] = 0.2 * (u[IDX(i, j)] + u[IDX(i - 1, j)] + u[IDX(i + 1, j)] + u[IDX(i, j - 1)] +
                            u[IDX(i, j + 1)]);
#pragma endscop
  double s = 0;
  for (int t = 0; t < (n + 2) * ld; t++)
    s += (u[t] + 2.0 * v[t]) * (t % 13 + 1);
  printf("ghost n=%d m=%d pad=%d %.6f\n", n, m, pad, s);
  free(u);
  free(v);
}

static void local_index(int n, int m, int ld) {
  double *B = malloc(sizeof(double) * (n + 1) * ld);
  for (int t = 0; t < (n + 1) * ld; t++)
    B[t] = (double)((t * 3) % 11) - 2.0;
#pragma scop
  for (int i = 1; i <= n; i++)
    for (int j = 1; j < m; j++) {
      int idx = i * ld + j;
      B[idx] = B[idx - 1] * 0.5 + B[idx - ld] * 0.25 + B[idx - ld + 1] * 0.125;
    }
#pragma endscop
  double s = 0;
  for (int t = 0; t < (n + 1) * ld; t++)
    s += B[t] * (t % 5 + 1);
  printf("local_index n=%d m=%d ld=%d %.6f\n", n, m, ld, s);
  free(B);
}

static void box3(int ni, int nj, int nk, int ldj, int ldk) {
  double *w = malloc(sizeof(double) * ni * ldj * ldk);
  for (int t = 0; t < ni * ldj * ldk; t++)
    w[t] = (double)(t % 11);
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      for (int k = 1; k < nk; k++)
        w[IDX3(i, j, k)] = w[IDX3(i, j, k)] + 0.5 * w[IDX3(i, j, k - 1)] * 0 + (i - j + k);
#pragma endscop
  double s = 0;
  for (int t = 0; t < ni * ldj * ldk; t++)
    s += w[t] * (t % 7 + 1);
  printf("box3 %d %d %d %d %d %.6f\n", ni, nj, nk, ldj, ldk, s);
  free(w);
}

static void colmajor(int rows, int cols, int r0, int c0, int lda, int ncols_total) {
  double *A = malloc(sizeof(double) * lda * ncols_total);
  for (int t = 0; t < lda * ncols_total; t++)
    A[t] = (double)((t * 5) % 17) - 8.0;
#pragma scop
  for (int j = 0; j < cols; j++)
    for (int i = 1; i < rows; i++)
      A[IDXC(i, j)] = A[IDXC(i, j)] - 0.5 * A[IDXC(0, j)];
#pragma endscop
  double s = 0;
  for (int t = 0; t < lda * ncols_total; t++)
    s += A[t] * (t % 9 + 1);
  printf("colmajor %d %d %.6f\n", rows, cols, s);
  free(A);
}

int main(int argc, char **argv) {
  (void)argv;
  int k = argc;
  ghost(10 * k, 12, 3);
  ghost(1 * k, 1, 0);
  ghost(3 * k, 2, 5);
  local_index(9 * k, 7, 8);
  local_index(2, 5 * k, 5);
  local_index(1 * k, 1, 3);
  box3(3, 4, 5, 6, 7 * k);
  box3(2, 5 * k, 3, 5, 3);
  colmajor(6, 4, 2, 1, 10 * k, 7);
  colmajor(1, 3 * k, 0, 3, 4, 6);
  return 0;
}
