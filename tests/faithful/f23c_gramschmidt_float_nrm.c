/* Modified Gram-Schmidt QR in float: the column norm accumulated in a scalar, R's diagonal through
   sqrtf, Q's column from A, then each later column's projection through R[k][j] and its removal from
   A; columns of A are the inner index (A[i][k]), rows m > columns n. */
#include <math.h>
#include <stdio.h>

#define M 40
#define N 24

static float A[M][N], R[N][N], Q[M][N];

int main(void) {
  int m = M, n = N;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = ((float)((i * j) % m) / m) * 100.0f + 10.0f + (i == j ? 5.0f : 0.0f);
  float nrm;
#pragma scop
  for (int k = 0; k < n; k++) {
    nrm = 0.0f;
    for (int i = 0; i < m; i++)
      nrm += A[i][k] * A[i][k];
    R[k][k] = sqrtf(nrm);
    for (int i = 0; i < m; i++)
      Q[i][k] = A[i][k] / R[k][k];
    for (int j = k + 1; j < n; j++) {
      R[k][j] = 0.0f;
      for (int i = 0; i < m; i++)
        R[k][j] += Q[i][k] * A[i][j];
      for (int i = 0; i < m; i++)
        A[i][j] = A[i][j] - Q[i][k] * R[k][j];
    }
  }
#pragma endscop
  double s = 0, q = 0;
  for (int k = 0; k < n; k++)
    for (int j = k; j < n; j++)
      s += R[k][j];
  for (int i = 0; i < m; i++)
    q += fabsf(Q[i][n - 1]);
  printf("%.4e %.4e %.5f\n", s, q, R[0][0]);
  return 0;
}
