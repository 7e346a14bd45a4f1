/* Triangular solves with several right-hand sides, in place, in the four shapes (lower and upper,
   left and right): each row (or column) of B is finished with the ones solved before it, so the loop
   over k carries a dependence that a product's tiles must keep; unit-diagonal and divided forms; and a
   symmetric product that reads only the lower triangle (A[k][i] for k > i mirrored). */
#include <stdio.h>
#define N 120
#define M 90
double L[N][N], U[N][N], B1[N][M], B2[N][M], B3[M][N], B4[M][N], S[N][N], X[N][M], Y[N][M];

static void kernel(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      for (int k = 0; k < i; k++)
        B1[i][j] -= L[i][k] * B1[k][j];
      B1[i][j] = B1[i][j] / L[i][i];
    }
  for (int i = n - 1; i >= 0; i--)
    for (int j = 0; j < m; j++)
      for (int k = i + 1; k < n; k++)
        B2[i][j] -= U[i][k] * B2[k][j];
  for (int j = 0; j < n; j++)
    for (int i = 0; i < m; i++) {
      for (int k = 0; k < j; k++)
        B3[i][j] -= B3[i][k] * U[k][j];
      B3[i][j] /= U[j][j];
    }
  for (int j = n - 1; j >= 0; j--)
    for (int k = j + 1; k < n; k++)
      for (int i = 0; i < m; i++)
        B4[i][j] -= B4[i][k] * L[k][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double t = 0;
      for (int k = 0; k < n; k++)
        t += (k >= i ? S[k][i] : S[i][k]) * X[k][j];
      Y[i][j] = t;
    }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      L[i][j] = i == j ? 2.0 + (i % 3) * 0.5 : j < i ? ((i + j) % 5) * 0.01 : 0.0;
      U[i][j] = i == j ? 1.5 + (i % 4) * 0.25 : j > i ? ((i * j) % 7) * 0.01 : 0.0;
      S[i][j] = ((i * 3 + j * 5) % 11) * 0.125;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) {
      B1[i][j] = B2[i][j] = ((i + 2 * j) % 9) * 0.5;
      X[i][j] = ((i * j) % 6) * 0.25;
    }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) B3[i][j] = B4[i][j] = ((3 * i + j) % 8) * 0.5;
  kernel(N, M);
  kernel(7, 5);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += (B1[i][j] + 2 * B2[i][j] + Y[i][j] * 0.5) * ((i + j) % 7 + 1);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) s += (B3[i][j] - B4[i][j] * 3) * ((i * j) % 5 + 1);
  printf("%.12g\n", s);
  return 0;
}
