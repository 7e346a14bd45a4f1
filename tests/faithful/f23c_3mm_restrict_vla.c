/* Three products G = (A B)(C D) in a C99 function whose matrices are `double x[restrict n][n]`
   parameters of different sizes, with the early guard people put in library entry points.  E and F are
   zeroed inside the SCoP, G accumulates into a scalar first. */
#include <stdio.h>

static void mm3(int ni, int nj, int nk, int nl, int nm,
                double E[restrict ni][nj], const double A[restrict ni][nk], const double B[restrict nk][nj],
                double F[restrict nj][nl], const double C[restrict nj][nm], const double D[restrict nm][nl],
                double G[restrict ni][nl]) {
  if (ni < 1 || nl < 1)
    return;
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      E[i][j] = 0;
      for (int k = 0; k < nk; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (int i = 0; i < nj; i++)
    for (int j = 0; j < nl; j++) {
      F[i][j] = 0;
      for (int k = 0; k < nm; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nl; j++) {
      double acc = 0;
      for (int k = 0; k < nj; k++)
        acc += E[i][k] * F[k][j];
      G[i][j] = acc;
    }
#pragma endscop
}

#define NI 18
#define NJ 22
#define NK 20
#define NL 25
#define NM 21

static double A[NI][NK], B[NK][NJ], C[NJ][NM], D[NM][NL], E[NI][NJ], F[NJ][NL], G[NI][NL];

int main(void) {
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NK; j++)
      A[i][j] = (double)((i * j + 1) % NI) / (5 * NI);
  for (int i = 0; i < NK; i++)
    for (int j = 0; j < NJ; j++)
      B[i][j] = (double)((i * (j + 1) + 2) % NJ) / (5 * NJ);
  for (int i = 0; i < NJ; i++)
    for (int j = 0; j < NM; j++)
      C[i][j] = (double)(i * (j + 3) % NL) / (5 * NL);
  for (int i = 0; i < NM; i++)
    for (int j = 0; j < NL; j++)
      D[i][j] = (double)((i * (j + 2) + 2) % NK) / (5 * NK);
  mm3(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  mm3(0, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  double s = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NL; j++)
      s += G[i][j] * ((i ^ j) & 3);
  printf("%.10e %.10e %.10e\n", s, G[3][4], E[NI - 1][NJ - 1]);
  return 0;
}
