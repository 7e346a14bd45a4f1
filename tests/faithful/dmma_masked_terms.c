/* masked (k < i, k > i) products with two terms, BLAS's spelling, and subtracted products (a Schur
   complement update, a difference of two products), checked against the sequential build */
#include <stdio.h>
#include <stdlib.h>

static void run(int n, int m, double alpha, double C[n][m], double E[n][m], double A[n][n], double B[n][m],
                double D[n][n], double F[n][m], double S[n][m], double T[n][m])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < i; k++)
        C[i][j] += A[i][k] * B[k][j] + alpha * D[i][k] * F[k][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = i + 1; k < n; k++)
        E[i][j] = E[i][j] + A[k][i] * F[k][j] + D[k][i] * B[k][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < n; k++)
        S[i][j] -= A[i][k] * B[k][j];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k <= i; k++)
        T[i][j] = T[i][j] - alpha * D[i][k] * F[k][j] + A[i][k] * B[k][j];
#pragma endscop
}

int main(int argc, char **argv)
{
  int n = argc > 1 ? atoi(argv[1]) : 157, m = argc > 2 ? atoi(argv[2]) : 133;
  double (*C)[m] = malloc(sizeof(double) * n * m), (*E)[m] = malloc(sizeof(double) * n * m);
  double (*A)[n] = malloc(sizeof(double) * n * n), (*D)[n] = malloc(sizeof(double) * n * n);
  double (*B)[m] = malloc(sizeof(double) * n * m), (*F)[m] = malloc(sizeof(double) * n * m);
  double (*S)[m] = malloc(sizeof(double) * n * m), (*T)[m] = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      A[i][j] = (double)((i * 7 + j * 3) % 13) / 13.0 - 0.4;
      D[i][j] = (double)((i * 5 + j * 11) % 17) / 17.0 - 0.5;
    }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      B[i][j] = (double)((i + 2 * j) % 19) / 19.0;
      F[i][j] = (double)((3 * i + j) % 23) / 23.0 - 0.25;
      C[i][j] = (double)(i - j) / 100.0;
      E[i][j] = (double)(i + j) / 50.0;
      S[i][j] = (double)((i * j) % 7) - 3.0;
      T[i][j] = (double)(i % 5) * 0.5;
    }
  run(n, m, 1.5, C, E, A, B, D, F, S, T);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      printf("%.15g %.15g %.15g %.15g\n", C[i][j], E[i][j], S[i][j], T[i][j]);
  return 0;
}
