/* gemm on flat 1-D arrays addressed through index macros, as code ported from Fortran-minded C writes
   it: C = alpha * A * B + beta * C with A n x k, B k x m, all row-major in one malloc each, the sizes
   passed as arguments, and an early return for empty problems. */
#include <stdio.h>
#include <stdlib.h>

#define A_(i, j) a[(i) * nk + (j)]
#define B_(i, j) b[(i) * nm + (j)]
#define C_(i, j) c[(i) * nm + (j)]

static void gemm(int nn, int nm, int nk, double alpha, double beta,
                 const double *a, const double *b, double *c) {
  if (nn <= 0 || nm <= 0)
    return;
#pragma scop
  for (int i = 0; i < nn; i++) {
    for (int j = 0; j < nm; j++)
      C_(i, j) *= beta;
    for (int p = 0; p < nk; p++)
      for (int j = 0; j < nm; j++)
        C_(i, j) += alpha * A_(i, p) * B_(p, j);
  }
#pragma endscop
}

int main(void) {
  int nn = 37, nm = 41, nk = 29;
  double *a = malloc(sizeof(double) * nn * nk);
  double *b = malloc(sizeof(double) * nk * nm);
  double *c = malloc(sizeof(double) * nn * nm);
  if (!a || !b || !c)
    return 1;
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < nk; j++)
      A_(i, j) = (double)((i * j + 1) % nn) / nn;
  for (int i = 0; i < nk; i++)
    for (int j = 0; j < nm; j++)
      B_(i, j) = (double)((i * (j + 2)) % nm) / nm;
  for (int i = 0; i < nn; i++)
    for (int j = 0; j < nm; j++)
      C_(i, j) = (double)((i + j) % 7) - 3.0;
  gemm(nn, nm, nk, 1.5, 1.2, a, b, c);
  gemm(0, nm, nk, 1.5, 1.2, a, b, c);
  double sum = 0;
  for (int i = 0; i < nn * nm; i++)
    sum += c[i] * (i % 5 + 1);
  printf("%.10e %.6f %.6f\n", sum, c[0], c[nn * nm - 1]);
  free(a);
  free(b);
  free(c);
  return 0;
}
