/* A product into int elements with double alpha and beta: C[i][j] = beta * C[i][j] first truncates to
   int, then every step C[i][j] += alpha * A[i][k] * B[k][j] adds a double to the int and truncates the
   sum toward zero: the order of k matters and partial sums would change the result.  Also a float C with
   a double alpha (exact dyadic values: any order of the sum gives the same float) and a long C with an int alpha of a float product. */
#include <stdio.h>
#define N 64
int A[N][N], B[N][N], C[N][N];
float F[N][N], G[N][N], H[N][N];
long L[N][N];

static void kernel(int n, double alpha, double beta, int ia, double fa) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      C[i][j] = beta * C[i][j];
      for (int k = 0; k < n; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        H[i][j] += fa * F[i][k] * G[k][j];
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      for (int j = 0; j < n; j++)
        L[i][j] += ia * (F[i][k] * G[k][j]);
#pragma endscop
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      A[i][j] = (i * 7 + j * 3) % 11 - 5;
      B[i][j] = (i * 5 + j * 9) % 13 - 6;
      C[i][j] = (i + j) % 9 - 4;
      F[i][j] = ((i * 3 + j) % 10 - 4.5f) * 0.5f;
      G[i][j] = ((i + j * 7) % 8 - 3.5f) * 0.25f;
      H[i][j] = 0.5f * (i - j);
      L[i][j] = i - 2 * j;
    }
  kernel(N, 0.37, -1.7, 3, 0.375);
  kernel(11, -2.25, 0.5, -7, -1.5);
  long s = 0;
  double h = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      s += C[i][j] * ((i * 3 + j) % 7 + 1) + L[i][j];
      h += H[i][j] * ((i + j) % 5 + 1);
    }
  printf("%ld %.6e\n", s, h);
  for (int i = 0; i < 4; i++) printf("%d %a %ld\n", C[i][i + 3], H[i][2 * i], L[5][i]);
  return 0;
}
