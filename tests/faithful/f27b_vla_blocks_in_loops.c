/* Storage that changes between executions of the same region: VLAs declared in the body of a host loop
   (a new size each iteration, the same stack addresses reused), a VLA matrix whose rows the region updates
   with a shrinking bound while the host writes one element between runs; and a block of a matrix with a
   vector that is the rest of the block's last row, or further rows, written by the same region. */
#include <stdio.h>
#define R 20
#define C 16
double M[R][C];

static void two(int n, int m, int ld, double A[n][ld], double *b, int k) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * 0.5 + 1.0;
  for (int q = 0; q < k; q++)
    b[q] = b[q] * 2.0 + q;
#pragma endscop
}

static void two_open(int n, int m, int ld, double A[][ld], double *b, int k) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      A[i][j] = A[i][j] * 0.5 + 1.0;
  for (int q = 0; q < k; q++)
    b[q] = b[q] * 2.0 + q;
#pragma endscop
}

int main(int argc, char **argv) {
  (void)argv;
  double total = 0;
  for (int t = 1; t <= 6; t++) {
    int n = 20 * t + argc;
    double v[n], w[2 * n];
    for (int i = 0; i < n; i++) v[i] = (i * t) % 7;
    for (int i = 0; i < 2 * n; i++) w[i] = -1.0;
#pragma scop
    for (int i = 0; i < n; i++) {
      w[2 * i] = v[i] * 0.5;
      w[2 * i + 1] = w[2 * i + 1] + v[n - 1 - i];
    }
#pragma endscop
    double s = 0;
    for (int i = 0; i < 2 * n; i++) s += w[i] * (i % 5 + 1);
    total += s;
    printf("%d %.17g\n", n, s);
  }
  int m = 50 + argc;
  double z[m][m];
  for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) z[i][j] = i - j;
  for (int rep = 0; rep < 3; rep++) {
    int k = m - 10 * rep;
#pragma scop
    for (int i = 1; i < k; i++)
      for (int j = 0; j < k; j++)
        z[i][j] = z[i - 1][j] * 0.5 + z[i][j];
#pragma endscop
    z[0][rep] = 7.0;
  }
  for (int i = 0; i < m; i++) for (int j = 0; j < m; j++) total += z[i][j] * ((i + j) % 3);
  printf("vla %.17g\n", total);
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) M[i][j] = i + j * 0.01;
  two(5, 8, C, M, &M[4][8], 8);        /* b: the rest of A's last row */
  two(5, 8, C, (double (*)[C])&M[6][0], &M[10][8], 8 + C);
  two_open(5, 8, C, (double (*)[C])&M[12][0], &M[16][8], 8);
  two(4, 8, C, (double (*)[C])&M[0][8], &M[0][0], 8);   /* b: the left half of the block's first row */
  double s = 0;
  for (int i = 0; i < R; i++) for (int j = 0; j < C; j++) s += M[i][j] * ((i * 3 + j) % 7 + 1);
  printf("blocks %.17g\n", s);
  return 0;
}
