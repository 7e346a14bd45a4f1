/* Hand-written solvers with carried dependences: the Thomas algorithm for a tridiagonal system (a forward
   sweep and a backward substitution), a summed-area table (a 2-D prefix sum: both loops carry), an upper
   triangular back substitution with an inner dot product, and an in-place LU factorisation without pivoting
   of a non-square (m x n) array; sizes odd, small and not multiples of any tile. */
#include <stdio.h>
#define N 45
#define M 38
static double a[N], b[N], c[N], d[N], x[N], cp[N], dp[N];
static double S[M][N], U[N][N], y[N], z[N], LU[M][N];

static void solve(int n, int m) {
#pragma scop
  cp[0] = c[0] / b[0];
  dp[0] = d[0] / b[0];
  for (int i = 1; i < n; i++) {
    cp[i] = c[i] / (b[i] - a[i] * cp[i - 1]);
    dp[i] = (d[i] - a[i] * dp[i - 1]) / (b[i] - a[i] * cp[i - 1]);
  }
  x[n - 1] = dp[n - 1];
  for (int i = n - 2; i >= 0; i--)
    x[i] = dp[i] - cp[i] * x[i + 1];
  for (int i = 1; i < m; i++)
    for (int j = 1; j < n; j++)
      S[i][j] = S[i][j] + S[i - 1][j] + S[i][j - 1] - S[i - 1][j - 1];
  for (int i = n - 1; i >= 0; i--) {
    z[i] = y[i];
    for (int j = i + 1; j < n; j++)
      z[i] = z[i] - U[i][j] * z[j];
    z[i] = z[i] / U[i][i];
  }
  for (int k = 0; k < m && k < n; k++) {
    for (int i = k + 1; i < m; i++)
      LU[i][k] = LU[i][k] / LU[k][k];
    for (int i = k + 1; i < m; i++)
      for (int j = k + 1; j < n; j++)
        LU[i][j] = LU[i][j] - LU[i][k] * LU[k][j];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = 1.0 + i % 3; b[i] = 10.0 + i % 7; c[i] = 0.5 + i % 2; d[i] = i - 7.5; y[i] = 1.0 / (i + 1);
    for (int j = 0; j < N; j++) U[i][j] = j < i ? 0.0 : (i == j ? 4.0 + i % 5 : 1.0 / (1 + i + j));
  }
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) { S[i][j] = (i * 3 + j) % 5 - 2; LU[i][j] = i == j ? 20.0 + i : 1.0 / (2 + i + 2 * j); }
  solve(N, M);
  solve(7, 3);
  solve(1, 1);
  for (int i = 0; i < N; i++) printf("%d %.12g %.12g\n", i, x[i], z[i]);
  for (int i = 0; i < M; i++) {
    double s = 0, l = 0;
    for (int j = 0; j < N; j++) { s += S[i][j] * (j % 4 + 1); l += LU[i][j] * (j % 3 + 1); }
    printf("%d %.12g %.12g\n", i, s, l);
  }
  return 0;
}
