#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];

static void sweep(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < m; j++)
      B[i][j] = B[i][j - 1] * 0.5 + A[i][j];
#pragma endscop
}

int main(void) {
  for (int m = 0; m <= 4; m++) {
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        A[i][j] = (double)((i * 7 + j * 3 + m) % 11) / 11 - 0.3;
        B[i][j] = (double)((i + j) % 4) / 4;
      }
    sweep(m < 3 ? m : N, m < 3 ? m : N - m);
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) printf("%.17g\n", B[i][j]);
  }
  return 0;
}
