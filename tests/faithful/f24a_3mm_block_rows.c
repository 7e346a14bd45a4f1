/* 3mm (G = (A B)(C D)) on row tables whose rows all point into one malloc'd block (double **x with
   x[i] = block + i * m), the three products in one function taking the tables. */
#include <stdio.h>
#include <stdlib.h>

static double **table(int n, int m) {
  double **t = malloc(sizeof(double *) * n);
  double *block = malloc(sizeof(double) * n * m);
  for (int i = 0; i < n; i++)
    t[i] = block + (size_t)i * m;
  return t;
}

static void release(double **t) {
  free(t[0]);
  free(t);
}

static void mm3(int ni, int nj, int nk, int nl, int nm, double **A, double **B, double **C, double **D,
                double **E, double **F, double **G) {
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i][j] = 0.0;
      for (int k = 0; k < nk; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++) {
      F[i][j] = 0.0;
      for (int k = 0; k < nm; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      G[i][j] = 0.0;
      for (int k = 0; k < nj; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
#pragma endscop
}

int main(void) {
  int ni = 30, nj = 34, nk = 38, nl = 26, nm = 42;
  double **A = table(ni, nk), **B = table(nk, nj), **C = table(nj, nm), **D = table(nm, nl);
  double **E = table(ni, nj), **F = table(nj, nl), **G = table(ni, nl);
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)((i * k + 1) % ni) / (5 * ni);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)((k * (j + 1) + 2) % nj) / (5 * nj);
  for (int i = 0; i < nj; i++)
    for (int k = 0; k < nm; k++)
      C[i][k] = (double)(i * (k + 3) % nl) / (5 * nl);
  for (int k = 0; k < nm; k++)
    for (int j = 0; j < nl; j++)
      D[k][j] = (double)((k * (j + 2) + 2) % nk) / (5 * nk);
  mm3(ni, nj, nk, nl, nm, A, B, C, D, E, F, G);
  double s = 0;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++)
      s += G[i][j];
  printf("%.10e %.10e %.10e\n", s, G[0][0], G[ni - 1][nl - 1]);
  release(A); release(B); release(C); release(D); release(E); release(F); release(G);
  return 0;
}
