/* 3-D stencils (streamed along one dimension by the GPU targets): a time loop alternating two buffers,
   a coefficient array indexed by the streamed dimension, a statement under a condition on the
   iterators (a boundary plane keeps its value), reads at offsets of 2 along every dimension, and a
   variable-coefficient Laplacian in float. */
#include <stdio.h>
#define N 28
double U[N][N][N], V[N][N][N], cz[N];
float F[N][N][N], G[N][N][N], K[N][N][N];

static void run(int n, int steps) {
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 2; i < n - 2; i++)
      for (int j = 2; j < n - 2; j++)
        for (int k = 2; k < n - 2; k++)
          if (j != 5)
            V[i][j][k] = cz[i] * (U[i - 2][j][k] + U[i + 2][j][k]) + 0.1 * (U[i][j - 2][k] + U[i][j + 2][k])
                         + 0.05 * (U[i][j][k - 2] + U[i][j][k + 2]) + 0.3 * U[i][j][k];
    for (int i = 2; i < n - 2; i++)
      for (int j = 2; j < n - 2; j++)
        for (int k = 2; k < n - 2; k++)
          U[i][j][k] = 0.5 * V[i][j][k] + 0.125 * (V[i - 1][j][k] + V[i + 1][j][k] + V[i][j][k - 1] + V[i][j][k + 1]);
  }
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++)
        G[i][j][k] = K[i][j][k] * (F[i + 1][j][k] + F[i - 1][j][k] + F[i][j + 1][k] + F[i][j - 1][k]
                     + F[i][j][k + 1] + F[i][j][k - 1] - 6.0f * F[i][j][k]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    cz[i] = 0.05 + (i % 4) * 0.02;
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++) {
        U[i][j][k] = ((i * 3 + j * 5 + k * 7) % 11) * 0.1;
        V[i][j][k] = 0;
        F[i][j][k] = (float)((i + 2 * j + 3 * k) % 13);
        K[i][j][k] = 1.0f / (1 + (i + j + k) % 3);
        G[i][j][k] = -1;
      }
  }
  run(N, 3);
  run(7, 2);
  run(5, 1);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      for (int k = 0; k < N; k++) s += U[i][j][k] * ((i + j + k) % 5) + V[i][j][k] + G[i][j][k] * 0.01;
  printf("%.10g\n", s);
  return 0;
}
