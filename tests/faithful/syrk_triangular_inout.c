/* Triangular products whose output is also an input: a symmetric rank-k update of the lower triangle
   (j <= i) of an int C scaled by beta first, a triangular multiply in place (B[i][j] = sum over k >= i
   of A[i][k] * B[k][j], rows in increasing i: each row reads rows below that are not yet updated), and
   a row-wise product where C[i][j] reads C[i][k] for k < j (already updated in the same row). */
#include <stdio.h>
#define N 96
int C[N][N], A[N][N];
double T[N][N], Bm[N][N], R[N][N], S[N][N];

static void kernel(int n, int m, int beta) {
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j <= i; j++)
      C[i][j] *= beta;
    for (int k = 0; k < m; k++)
      for (int j = 0; j <= i; j++)
        C[i][j] += A[i][k] * A[j][k];
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      Bm[i][j] = T[i][i] * Bm[i][j];
      for (int k = i + 1; k < n; k++)
        Bm[i][j] += T[i][k] * Bm[k][j];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < j; k++)
        R[i][j] += R[i][k] * S[k][j];
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      C[i][j] = (i * 3 + j) % 7 - 3;
      A[i][j] = (i * 11 + j * 5) % 9 - 4;
      T[i][j] = ((i + 2 * j) % 5) * 0.25;
      Bm[i][j] = ((i * 7 + j) % 4) * 0.5 - 0.75;
      R[i][j] = ((i + j) % 3) * 0.5;
      S[i][j] = ((i * j) % 5) * 0.0625;
    }
  kernel(N, N / 2, -2);
  kernel(7, 3, 3);
  long s = 0;
  double d = 0, r = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += C[i][j] * ((i + j) % 5 + 1);
      d += Bm[i][j] * ((i * 3 + j) % 4 + 1);
      r += R[i][j] / (1 + (i + j) % 7);
    }
  printf("%ld %.10g %.10g\n", s, d, r);
  return 0;
}
