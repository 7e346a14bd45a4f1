/* heat 3-D in float with a copy-back nest inside the time loop (B computed from A, then the interior of
   A copied from B), the Laplacian terms written with 2.0f and 0.125f, 1-based interior over n+2 points. */
#include <stdio.h>

#define N 16

static float A[N + 2][N + 2][N + 2], B[N + 2][N + 2][N + 2];

static void heat(int n, int tsteps) {
#pragma scop
  for (int t = 1; t <= tsteps; t++) {
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++)
        for (int k = 1; k <= n; k++)
          B[i][j][k] = 0.125f * (A[i + 1][j][k] - 2.0f * A[i][j][k] + A[i - 1][j][k])
                     + 0.125f * (A[i][j + 1][k] - 2.0f * A[i][j][k] + A[i][j - 1][k])
                     + 0.125f * (A[i][j][k + 1] - 2.0f * A[i][j][k] + A[i][j][k - 1]) + A[i][j][k];
    for (int i = 1; i <= n; i++)
      for (int j = 1; j <= n; j++)
        for (int k = 1; k <= n; k++)
          A[i][j][k] = B[i][j][k];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      for (int k = 0; k < N + 2; k++)
        A[i][j][k] = B[i][j][k] = (float)(i + j + (N - k)) * 10 / N;
  heat(N, 10);
  double s = 0;
  for (int i = 0; i < N + 2; i++)
    for (int j = 0; j < N + 2; j++)
      for (int k = 0; k < N + 2; k++)
        s += A[i][j][k];
  printf("%.6e %.6f %.6f\n", s, (double)A[1][1][1], (double)A[N / 2][N / 2][N / 2]);
  return 0;
}
