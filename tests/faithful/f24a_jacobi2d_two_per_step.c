/* Jacobi 2-D with the time loop stepping by 2 and two sweeps per iteration (A into B, then B into A),
   the time bound an odd count so that the last iteration's second sweep still runs, interior bounds
   written `< n - 1`. */
#include <stdio.h>

#define N 46

static double A[N][N], B[N][N];

static void jacobi(int n, int tsteps) {
#pragma scop
  for (int t = 0; t < tsteps; t += 2) {
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i + 1][j] + A[i - 1][j]);
    for (int i = 1; i < n - 1; i++)
      for (int j = 1; j < n - 1; j++)
        A[i][j] = 0.2 * (B[i][j] + B[i][j - 1] + B[i][j + 1] + B[i + 1][j] + B[i - 1][j]);
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((double)i * (j + 2) + 2) / N;
      B[i][j] = ((double)i * (j + 3) + 3) / N;
    }
  jacobi(N, 15);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += A[i][j] - B[i][j] * 0.5;
  printf("%.10e %.10f %.10f\n", s, A[1][1], A[N / 2][N / 2]);
  return 0;
}
