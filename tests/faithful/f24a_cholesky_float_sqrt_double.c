/* Cholesky by rows (Cholesky-Banachiewicz) in float with the sums in double temporaries, the diagonal
   by the double sqrt of a double (not sqrtf) stored into a float, the off-diagonal divided by a float
   reciprocal of the diagonal kept in an array. */
#include <math.h>
#include <stdio.h>

#define N 36

static float A[N][N], rdiag[N];

static void chol(int n) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < i; j++) {
      double s = A[i][j];
      for (int k = 0; k < j; k++)
        s -= (double)A[i][k] * A[j][k];
      A[i][j] = (float)(s * rdiag[j]);
    }
    double d = A[i][i];
    for (int k = 0; k < i; k++)
      d -= (double)A[i][k] * A[i][k];
    A[i][i] = (float)sqrt(d);
    rdiag[i] = 1.0f / A[i][i];
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? (float)N : (float)((i + j) % 5 + 1) / 10.0f;
  chol(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j <= i; j++)
      s += A[i][j];
  printf("%.6e %.7f %.7f %.7f\n", s, (double)A[N - 1][N - 1], (double)A[N - 1][0], (double)rdiag[3]);
  return 0;
}
