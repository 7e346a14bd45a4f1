/* Gram-Schmidt (A = Q R) with the column norm summed in a double local of the k body, R[k][k] set from
   its sqrt, the column of Q divided by a reciprocal of it, and the projections' dot products in a
   local of the j body spelled `d = d + ...`, the update `A[i][j] -= -(-Q[i][k] * R[k][j])`. */
#include <math.h>
#include <stdio.h>

#define M 40
#define N 30

static double A[M][N], Q[M][N], R[N][N];

static void gs(int m, int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    double nrm = 0.0;
    for (int i = 0; i < m; i++)
      nrm = nrm + A[i][k] * A[i][k];
    R[k][k] = sqrt(nrm);
    double inv = 1.0 / R[k][k];
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] * inv;
    for (int j = k + 1; j < n; j++) {
      double d = 0.0;
      for (int i = 0; i < m; i++)
        d = d + Q[i][k] * A[i][j];
      R[k][j] = d;
      for (int i = 0; i < m; i++)
        A[i][j] -= -(-Q[i][k] * R[k][j]);
    }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = ((double)((i * j) % M) / M) * 100 + 10 + (i == j ? 50 : 0);
      Q[i][j] = 0.0;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      R[i][j] = 0.0;
  gs(M, N);
  double s = 0, t = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++)
      s += Q[i][j] * (1 + (i + j) % 3);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      t += R[i][j];
  printf("%.10e %.10e %.10f\n", s, t, R[N - 1][N - 1]);
  return 0;
}
