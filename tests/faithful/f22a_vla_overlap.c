/* No pragmas (--autodetect): helpers taking variable-length and fixed-row 2-D arrays, called with
   distinct arrays, the same array twice (in-place transpose), and views one row apart. */
#include <stdio.h>
#define N 40
double X[N][N], Y[N][N];
static void tr(int n, double A[n][n], double B[n][n]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      B[i][j] = A[j][i] + 1;
}
static void sh(int n, double (*A)[N], double (*B)[N]) {
  int i, j;
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      B[i][j] = A[i][j] * 2 + A[i + 1][j];
}
int main(void) {
  int i, j;
  for (i = 0; i < N; i++)
    for (j = 0; j < N; j++) X[i][j] = i * N + j;
  tr(N, X, Y);
  tr(N, X, X);
  tr(20, &X[3][0], &X[4][0]);
  sh(30, X, X + 1);
  sh(30, X + 1, X);
  sh(39, Y, Y);
  for (i = 0; i < N; i += 3) printf("%d %.10g %.10g %.10g\n", i, X[i][N - 1 - i], X[i][i], Y[i][2]);
  return 0;
}
