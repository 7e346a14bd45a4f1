/* LU by Crout (A = L U with U unit upper triangular, L with its diagonal), both factors overwriting A:
   for each k the column of L from row k down, then the row of U right of the diagonal divided by
   L[k][k]; the sums in double temporaries of the body, `x = x - ...`. */
#include <stdio.h>

#define N 40

static double A[N][N];

static void crout(int n) {
#pragma scop
  for (int k = 0; k < n; k++) {
    for (int i = k; i < n; i++) {
      double s = A[i][k];
      for (int p = 0; p < k; p++)
        s = s - A[i][p] * A[p][k];
      A[i][k] = s;
    }
    for (int j = k + 1; j < n; j++) {
      double s = A[k][j];
      for (int p = 0; p < k; p++)
        s = s - A[k][p] * A[p][j];
      A[k][j] = s / A[k][k];
    }
  }
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      A[i][j] = i == j ? N + 1.0 : (double)((i * 3 + j * 5) % 7) / 7.0;
  crout(N);
  double s = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += A[i][j] * (1 + (i + j) % 4);
  printf("%.12e %.12f %.12f\n", s, A[N - 1][N - 1], A[0][N - 1]);
  return 0;
}
