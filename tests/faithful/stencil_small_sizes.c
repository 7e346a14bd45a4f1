/* 3-D Jacobi-like sweeps (read-only input at neighbouring elements) with uneven offsets (k - 2, i + 1),
   float data, bounds from parameters that are tiny (a line shorter than a thread's chunk) and odd, and
   a 2-D sweep with a stride-2 read along the streamed dimension. */
#include <stdio.h>
#define N 40
float A[N][N][N], B[N][N][N];
double P[2 * N + 2][N], Q[N][N];

static void sweep(int n, int m, int l) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      for (int k = 2; k < l - 1; k++)
        B[i][j][k] = 0.2f * (A[i - 1][j][k] + A[i + 1][j][k] + A[i][j - 1][k] + A[i][j + 1][k]
                             + A[i][j][k - 2] + A[i][j][k + 1]) - A[i][j][k];
  for (int i = 0; i < n; i++)
    for (int j = 1; j < m; j++)
      Q[i][j] = P[2 * i][j] + P[2 * i + 2][j] - P[2 * i + 1][j - 1];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++) { A[i][j][k] = (float)((i * 3 + j * 5 + k * 7) % 11); B[i][j][k] = -1; }
  for (int i = 0; i < 2 * N + 2; i++)
    for (int j = 0; j < N; j++) P[i][j] = (i * j) % 9 - 4;
  int sizes[][3] = {{N, N, N}, {3, 3, 4}, {5, 40, 3}, {40, 4, 40}, {2, 2, 2}, {17, 9, 33}};
  for (int c = 0; c < 6; c++) {
    sweep(sizes[c][0], sizes[c][1], sizes[c][2]);
    double s = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        s += Q[i][j] * ((i + j) % 3);
        for (int k = 0; k < N; k++) s += B[i][j][k] * ((i + 2 * j + 3 * k) % 5);
      }
    printf("%d %.10g\n", c, s);
  }
  return 0;
}
