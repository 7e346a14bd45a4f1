/* In-place sweeps with a time loop inside the SCoP: Gauss-Seidel in 1-D and 2-D (each point reads
   values already updated in this sweep), a backward sweep, and a red-black update whose colours are
   i + j parity. */
#include <stdio.h>
#define N 64
#define T 5
double A[N], G[N][N], R[N][N];

static void sweep(int n, int tsteps) {
#pragma scop
  for (int t = 0; t < tsteps; t++) {
    for (int i = 1; i < n - 1; i++)
      A[i] = (A[i - 1] + A[i] + A[i + 1]) / 3.0;
    for (int i = n - 2; i >= 1; i--)
      A[i] = A[i] * 0.5 + A[i + 1] * 0.5;
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        G[i][j] = (G[i - 1][j] + G[i][j - 1] + G[i][j] + G[i + 1][j] + G[i][j + 1]) * 0.2;
    for (int i = 1; i < n - 1; i++)
      for (int j = 1 + (i + 1) % 2; j < n - 1; j += 2)
        R[i][j] = (R[i - 1][j] + R[i + 1][j] + R[i][j - 1] + R[i][j + 1]) * 0.25;
    for (int i = 1; i < n - 1; i++)
      for (int j = 1 + i % 2; j < n - 1; j += 2)
        R[i][j] = (R[i - 1][j] + R[i + 1][j] + R[i][j - 1] + R[i][j + 1]) * 0.25;
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++) {
    A[i] = (i * 7) % 10;
    for (int j = 0; j < N; j++) {
      G[i][j] = ((i * j) % 9) * 0.5;
      R[i][j] = ((i + 3 * j) % 5);
    }
  }
  sweep(N, T);
  sweep(10, 2);
  double s = 0;
  for (int i = 0; i < N; i++) {
    s += A[i] * (i + 1);
    for (int j = 0; j < N; j++) s += G[i][j] * ((i + j) % 7) + R[i][j] * ((i * j) % 3);
  }
  printf("%.12g\n", s);
  return 0;
}
