/* Two chained products D = alpha * A * B * C + beta * D on `double **` row tables, each row its own
   malloc, as numerical-recipes style code allocates matrices.  tmp is a row table too. */
#include <stdio.h>
#include <stdlib.h>

static double **table(int rows, int cols) {
  double **t = malloc(sizeof(double *) * rows);
  for (int r = 0; r < rows; r++)
    t[r] = malloc(sizeof(double) * cols);
  return t;
}

static void release(double **t, int rows) {
  for (int r = 0; r < rows; r++)
    free(t[r]);
  free(t);
}

int main(void) {
  int ni = 24, nj = 28, nk = 20, nl = 26;
  double alpha = 0.75, beta = 1.25;
  double **A = table(ni, nk), **B = table(nk, nj), **C = table(nj, nl);
  double **D = table(ni, nl), **tmp = table(ni, nj);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)((i * k + 3) % 13) / 13.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)((k * (j + 1)) % 11) / 11.0;
  for (int j = 0; j < nj; j++)
    for (int l = 0; l < nl; l++)
      C[j][l] = (double)((j * (l + 3) + 1) % 17) / 17.0;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      D[i][l] = (double)(i * (l + 2) % 9) / 9.0;

#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      tmp[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
        tmp[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++) {
      D[i][l] *= beta;
      for (int j = 0; j < nj; j++)
        D[i][l] += tmp[i][j] * C[j][l];
    }
#pragma endscop

  double s = 0;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      s += D[i][l] * (1 + (i + l) % 3);
  printf("%.10e %.8f\n", s, D[ni - 1][nl - 1]);
  release(A, ni);
  release(B, nk);
  release(C, nj);
  release(D, ni);
  release(tmp, ni);
  return 0;
}
