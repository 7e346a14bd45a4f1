/* Dependences that need the original order or a skew: a wavefront A[i][j] from A[i-1][j+1] and A[i][j-1]
   over a non-square array, an in-place smoothing in a time loop (Gauss-Seidel), a prefix sum, a backward
   recurrence, and a loop that reads what the previous statement wrote one row earlier; sizes smaller than
   a tile, odd, and larger. */
#include <stdio.h>
#define N 70
#define M 45
static double A[N][M], S[N], P[N], Q[N][M];

static void kernel(int n, int m, int tsteps) {
#pragma scop
  for (int i = 1; i < n; i++)
    for (int j = 1; j < m - 1; j++)
      A[i][j] = 0.3 * A[i - 1][j + 1] + 0.6 * A[i][j - 1] + 0.1 * A[i][j];
  for (int t = 0; t < tsteps; t++)
    for (int i = 1; i < n - 1; i++)
      S[i] = (S[i - 1] + S[i] + S[i + 1]) / 3.0;
  for (int i = 1; i < n; i++)
    P[i] = P[i - 1] + S[i];
  for (int i = n - 2; i >= 0; i--)
    P[i] = P[i] - 0.5 * P[i + 1];
  for (int i = 1; i < n; i++) {
    for (int j = 0; j < m; j++)
      Q[i][j] = Q[i - 1][j] * 0.5 + A[i][j];
    for (int j = 1; j < m; j++)
      A[i][j] = A[i][j] - Q[i - 1][j - 1] * 0.25;
  }
#pragma endscop
}

int main(void) {
  int sizes[][3] = {{N, M, 5}, {3, 4, 1}, {33, 17, 2}, {1, 1, 3}, {N, 3, 0}};
  for (int i = 0; i < N; i++) {
    S[i] = (i * 7) % 13; P[i] = 1.0 / (i + 1);
    for (int j = 0; j < M; j++) { A[i][j] = ((i * 3 + j * 5) % 11) * 0.1; Q[i][j] = j - i * 0.01; }
  }
  for (int c = 0; c < 5; c++) kernel(sizes[c][0], sizes[c][1], sizes[c][2]);
  for (int i = 0; i < N; i++) {
    double a = 0, q = 0;
    for (int j = 0; j < M; j++) { a += A[i][j] * (j % 7 + 1); q += Q[i][j] * (j % 5 + 1); }
    printf("%d %.12g %.12g %.12g %.12g\n", i, a, q, S[i], P[i]);
  }
  return 0;
}
