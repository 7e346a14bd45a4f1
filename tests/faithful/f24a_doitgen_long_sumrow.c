/* doitgen (A[r][q][:] = A[r][q][:] C4) with long iterators and sizes, the row of sums a local array of
   the function (not a global), filled and copied back inside the q loop, `<=` bounds. */
#include <stdio.h>

#define NR 12
#define NQ 10
#define NP 24

static double A[NR][NQ][NP], C4[NP][NP];

static void doitgen(long nr, long nq, long np) {
  double sum[NP];
#pragma scop
  for (long r = 0; r <= nr - 1; r++)
    for (long q = 0; q <= nq - 1; q++) {
      for (long p = 0; p <= np - 1; p++) {
        sum[p] = 0.0;
        for (long s = 0; s <= np - 1; s++)
          sum[p] = sum[p] + A[r][q][s] * C4[s][p];
      }
      for (long p = 0; p <= np - 1; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}

int main(void) {
  for (long r = 0; r < NR; r++)
    for (long q = 0; q < NQ; q++)
      for (long p = 0; p < NP; p++)
        A[r][q][p] = (double)((r * q + p) % NP) / NP;
  for (long i = 0; i < NP; i++)
    for (long j = 0; j < NP; j++)
      C4[i][j] = (double)(i * j % NP) / NP;
  doitgen(NR, NQ, NP);
  double s = 0;
  for (long r = 0; r < NR; r++)
    for (long q = 0; q < NQ; q++)
      for (long p = 0; p < NP; p++)
        s += A[r][q][p] * (1 + (r + q + p) % 4);
  printf("%.10e %.10f %.10f\n", s, A[0][0][0], A[NR - 1][NQ - 1][NP - 1]);
  return 0;
}
