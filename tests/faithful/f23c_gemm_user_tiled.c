/* gemm tiled by hand, as a performance-minded user writes it before reaching for a tool: tiles of
   TI x TJ x TK with the tile ends written through a MIN macro, the tile loops stepping `ii += TI`,
   a register accumulator per (i, j) in the innermost tile. */
#include <stdio.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define TI 8
#define TJ 16
#define TK 4
#define NI 45
#define NJ 38
#define NK 29

static double A[NI][NK], B[NK][NJ], C[NI][NJ];

int main(void) {
  int ni = NI, nj = NJ, nk = NK;
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (double)((i * 7 + k * 3) % 17) / 17.0;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (double)((k * 5 + j) % 13) / 13.0;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = 1.0;
#pragma scop
  for (int ii = 0; ii < ni; ii += TI)
    for (int jj = 0; jj < nj; jj += TJ)
      for (int kk = 0; kk < nk; kk += TK)
        for (int i = ii; i < MIN(ii + TI, ni); i++)
          for (int j = jj; j < MIN(jj + TJ, nj); j++) {
            double acc = C[i][j];
            for (int k = kk; k < MIN(kk + TK, nk); k++)
              acc += A[i][k] * B[k][j];
            C[i][j] = acc;
          }
#pragma endscop
  double s = 0;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      s += C[i][j] * ((i + j) % 3 + 1);
  printf("%.10e %.10f %.10f\n", s, C[0][0], C[ni - 1][nj - 1]);
  return 0;
}
