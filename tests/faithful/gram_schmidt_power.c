/* A modified Gram-Schmidt orthogonalisation (a norm by reduction, sqrt, a division by it, then the
   projections of the later columns, in place), and a matrix power by repeated products inside the SCoP's
   own time loop (P = P * Q through a temporary copied back), with the norm of each power kept per step. */
#include <stdio.h>
#include <math.h>
#define N 80
#define M 60
double A[N][M], R[M][M], Qm[N][M];
double P[M][M], Q[M][M], T[M][M], nrm[10];

static void kernel(int n, int m, int steps) {
#pragma scop
  for (int k = 0; k < m; k++) {
    double s = 0.0;
    for (int i = 0; i < n; i++)
      s += A[i][k] * A[i][k];
    R[k][k] = sqrt(s);
    for (int i = 0; i < n; i++)
      Qm[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < m; j++) {
      R[k][j] = 0.0;
      for (int i = 0; i < n; i++)
        R[k][j] += Qm[i][k] * A[i][j];
      for (int i = 0; i < n; i++)
        A[i][j] = A[i][j] - Qm[i][k] * R[k][j];
    }
  }
  for (int t = 0; t < steps; t++) {
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++) {
        T[i][j] = 0.0;
        for (int k = 0; k < m; k++)
          T[i][j] += P[i][k] * Q[k][j];
      }
    nrm[t] = 0.0;
    for (int i = 0; i < m; i++)
      for (int j = 0; j < m; j++) {
        P[i][j] = T[i][j];
        nrm[t] += T[i][j] * T[i][j];
      }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) A[i][j] = ((i * 7 + j * 13) % 17) * 0.1 + (i == j);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      P[i][j] = i == j;
      Q[i][j] = ((i + j) % 5) * 0.02 + (i == j) * 0.5;
    }
  kernel(N, M, 10);
  double s = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) s += R[i][j] * ((i + j) % 3 + 1) + P[i][j];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) s += Qm[i][j] * ((i * j) % 4);
  for (int t = 0; t < 10; t++) printf("%.10g ", nrm[t]);
  printf("\n%.10g\n", s);
  return 0;
}
