/* Variable-length arrays whose extent variable the function assigns after the declaration: C fixed the
   array's size (and a parameter's row length) when the declaration ran, so `double T[m]` keeps m's old
   value after `m = 3`, and `double A[n][n]` keeps its rows of the caller's n after `n = n / 2`.  Device
   code that sized, copied or indexed them with the later value corrupted memory: those SCoPs stay on the
   host for CUDA and OpenCL (OpenMP keeps the user's arrays as declared). */
#include <stdio.h>
#define N 24
static double R[N], Q[N];

static void local_vla(int n) {
  int m = n, i, j;
  double T[m], U[m][m];
  for (i = 0; i < n; i++) {
    T[i] = i;
    for (j = 0; j < n; j++) U[i][j] = i - j;
  }
  m = 3;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      U[i][j] = U[i][j] * 2 + T[j] + m;
  for (i = 0; i < n; i++)
    R[i] = U[i][n - 1 - i] + T[i];
#pragma endscop
}

static void param_vla(int n, double A[n][n]) {
  int k = n, i, j;
  n = n / 2;
#pragma scop
  for (i = 0; i < k; i++)
    for (j = 0; j < k; j++)
      A[i][j] = A[i][j] + i * 0.5 + n;
  for (i = 0; i < k; i++)
    Q[i] = A[i][k - 1 - i];
#pragma endscop
}

static void unchanged(int n, double A[n][n]) {
  int i, j;
#pragma scop
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] * 2 - j;
#pragma endscop
}

int main(void) {
  static double A[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) A[i][j] = (i * 5 + j) % 7;
  local_vla(N);
  local_vla(11);
  param_vla(N, A);
  unchanged(N, A);
  for (int i = 0; i < N; i++) printf("%g %g %g %g\n", R[i], Q[i], A[i][i], A[i][N - 1 - i]);
  return 0;
}
