#include <stdio.h>
#define NMAX 9

static void thomas(int n, int m, double A[n][m], double B[n][m], double C[n][m]) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 1; j < m; j++)
      B[i][j] = (A[i][j] - 0.25 * B[i][j - 1]) / (1.5 + 0.1 * B[i][j - 1]);
    for (int j = m - 2; j >= 0; j--)
      C[i][j] = B[i][j] - 0.5 * C[i][j + 1];
  }
#pragma endscop
}

int main(void) {
  static double A[NMAX * NMAX], B[NMAX * NMAX], C[NMAX * NMAX];
  int sizes[][2] = {{0, 0}, {1, 0}, {1, 1}, {2, 1}, {1, 2}, {2, 2}, {3, 2}, {2, 3}, {7, 9}, {9, 4}};
  for (int s = 0; s < 10; s++) {
    int n = sizes[s][0], m = sizes[s][1];
    for (int k = 0; k < NMAX * NMAX; k++) {
      A[k] = (double)((k * 7 + s) % 11) / 11 - 0.3;
      B[k] = (double)((k + s) % 4) / 4;
      C[k] = (double)(k % 5) / 5;
    }
    thomas(n, m, (double (*)[m])A, (double (*)[m])B, (double (*)[m])C);
    for (int k = 0; k < n * m; k++) printf("%.17g %.17g\n", B[k], C[k]);
    printf("--\n");
  }
  return 0;
}
