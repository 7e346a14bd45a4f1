/* Subscripts by another iterator's expression: a[n-1-i] (a reversal in place by swapping halves through a
   local temporary), a copy into reverse order, and transposed reads and writes of non-square 2-D arrays
   (N x M and M x N), an update that reads the mirrored element of the same array, and a loop whose upper
   bound is the outer iterator of a non-square array. */
#include <stdio.h>
#define N 37
#define M 23
static double A[N][M], T[M][N], B[N][M];
static double v[N], w[N];

static void kernel(int n, int m) {
#pragma scop
  for (int i = 0; i < n / 2; i++) {
    double t = v[i];
    v[i] = v[n - 1 - i];
    v[n - 1 - i] = t;
  }
  for (int i = 0; i < n; i++)
    w[n - 1 - i] = v[i] * 2.0 + w[i];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      T[j][i] = A[i][j] + B[n - 1 - i][m - 1 - j];
  for (int j = 0; j < m; j++)
    for (int i = 0; i < n; i++)
      A[i][j] = A[i][j] - 0.5 * A[n - 1 - i][j];
  for (int i = 0; i < m; i++)
    for (int j = 0; j < i; j++)
      B[i][j] = B[j][i] + T[j][i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    v[i] = i * 1.5 - 7; w[i] = i % 4;
    for (int j = 0; j < M; j++) { A[i][j] = (i * 5 + j * 3) % 17 - 8; B[i][j] = i - 0.25 * j; }
  }
  kernel(N, M);
  kernel(N - 4, M - 3);
  kernel(1, 1);
  kernel(0, 5);
  for (int i = 0; i < N; i++) {
    double a = 0, b = 0;
    for (int j = 0; j < M; j++) { a += A[i][j] * (j + 1); b += B[i][j] * (j + 2); }
    printf("%d %g %g %g %g\n", i, v[i], w[i], a, b);
  }
  for (int j = 0; j < M; j++) {
    double t = 0;
    for (int i = 0; i < N; i++) t += T[j][i] * (i % 3 + 1);
    printf("T%d %g\n", j, t);
  }
  return 0;
}
