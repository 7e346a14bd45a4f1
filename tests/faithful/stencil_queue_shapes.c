/* Stencils of the shapes a register queue along the outer dimension must get right: asymmetric reads
   (i - 2 and i + 3), reads 16 and 17 points away (beyond a thread's chunk), a loop that runs downward,
   two input arrays read at different offsets, a neighbour chosen by a ternary on the iterator, a 3-D
   stencil whose outer loop starts at an odd parametric offset, and pointer parameters that overlap at
   run time (B = A + 1: the runtime test must send it to the original code). */
#include <stdio.h>
#define N 260
#define M 40
double A[N][M], B[N][M], C[N][M], Q[N][M];
double X[M][M][M], Y[M][M][M];
double V[4 * N];

static void stencils(int n, int m, int off) {
#pragma scop
  for (int i = 2; i < n - 3; i++)
    for (int j = 0; j < m; j++)
      B[i][j] = A[i - 2][j] - 2 * A[i][j] + 3 * A[i + 3][j];
  for (int i = 0; i < n - 17; i++)
    for (int j = 0; j < m; j++)
      C[i][j] = A[i + 16][j] + A[i + 17][j] * 0.5 + A[i][j];
  for (int i = n - 2; i >= 1; i--)
    for (int j = 1; j < m - 1; j++)
      Q[i][j] = A[i + 1][j] + B[i - 1][j - 1] - A[i - 1][j + 1];
  for (int i = 1; i < n - 1; i++)
    for (int j = 0; j < m; j++)
      C[i][j] += i % 4 == 0 ? A[i - 1][j] : A[i + 1][j];
  for (int i = off; i < m - 1; i++)
    for (int j = 1; j < m - 1; j++)
      for (int k = 1; k < m - 1; k++)
        Y[i][j][k] = X[i - 1][j][k] + X[i + 1][j][k] + X[i][j - 1][k] + X[i][j + 1][k] - X[i][j][k + 1];
#pragma endscop
}

static void smooth(const double *a, double *b, int n) {
#pragma scop
  for (int i = 1; i < n - 1; i++)
    b[i] = 0.25 * a[i - 1] + 0.5 * a[i] + 0.25 * a[i + 1];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) A[i][j] = ((i * 7 + j * 3) % 19) * 0.5;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      for (int k = 0; k < M; k++) X[i][j][k] = (i * 5 + j * 3 + k) % 7;
  for (int i = 0; i < 4 * N; i++) V[i] = i % 9;
  stencils(N, M, 3);
  stencils(30, 7, 1);
  smooth(V, V + 2 * N, 2 * N);
  smooth(V, V + 1, N);
  smooth(V + 1, V, N);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += (B[i][j] + 2 * C[i][j] + 3 * Q[i][j]) * ((i + j) % 5 + 1);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      for (int k = 0; k < M; k++) s += Y[i][j][k] * ((i + j + k) % 3);
  for (int i = 0; i < 4 * N; i++) s += V[i] * (i % 7);
  printf("%.12g\n", s);
  return 0;
}
