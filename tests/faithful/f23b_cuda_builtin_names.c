/* CUDA's names as C identifiers: arrays blockIdx and threadIdx, a scalar warpSize, a parameter
   gridDim, a typedef dim3 and a user macro max, all inside a row-sum / scale kernel. */
#include <stdio.h>
#define N 100
#define M 70
#define max(a, b) ((a) > (b) ? (a) : (b))

typedef double dim3;
dim3 blockIdx[N][M], threadIdx[N];

static void rowmax_scale(int gridDim, int m, double warpSize) {
#pragma scop
  for (int i = 0; i < gridDim; i++) {
    threadIdx[i] = blockIdx[i][0];
    for (int j = 1; j < m; j++)
      threadIdx[i] = max(threadIdx[i], blockIdx[i][j]);
  }
  for (int i = 0; i < gridDim; i++)
    for (int j = 0; j < m; j++)
      blockIdx[i][j] = blockIdx[i][j] * warpSize - threadIdx[i];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      blockIdx[i][j] = ((i * 31 + j * 17) % 23) - 11.5;
  rowmax_scale(N, M, 32.0);
  rowmax_scale(N / 2, M - 9, 0.5);
  double s = 0;
  for (int i = 0; i < N; i++)
    s += threadIdx[i] + blockIdx[i][i % M];
  printf("%.12g\n", s);
  return 0;
}
