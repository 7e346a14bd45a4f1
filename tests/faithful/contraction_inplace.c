/* Products that look like contractions but read what they write: A = A * B in place with k innermost
   (row i reads its own updated elements), C[i][j] += C[i][k] * B[k][j] over a triangle, a product into
   the transposed operand, and an ordinary product of odd sizes as reference. */
#include <stdio.h>
#define N 37
#define M 23
double A[N][N], B[N][N], C[N][N], D[N][M], E[M][N], F[N][N], G[N][N];

static void kernel(int n, int m) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        A[i][j] += A[i][k] * B[k][j] * 0.01;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < j; k++)
        C[i][j] += C[i][k] * B[k][j] * 0.01;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < m; k++)
        F[i][j] += D[i][k] * E[k][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        G[j][i] += F[i][k] * G[k][j] * 0.001;
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((i + 2 * j) % 7) * 0.5;
      B[i][j] = ((3 * i + j) % 5) * 0.25 - 0.5;
      C[i][j] = (i == j) + 0.125 * ((i * j) % 3);
      F[i][j] = 0;
      G[i][j] = ((i - j) % 4) * 0.5;
    }
  for (int i = 0; i < N; i++)
    for (int k = 0; k < M; k++) { D[i][k] = (i + k) % 3; E[k][i] = (i * k) % 4 - 1; }
  kernel(N, M);
  kernel(5, 2);
  kernel(1, 0);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += (A[i][j] + 2 * C[i][j] + 3 * F[i][j] + 4 * G[i][j]) * ((i * 5 + j) % 11 + 1);
  printf("%.12g\n", s);
  return 0;
}
