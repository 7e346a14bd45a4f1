/* doitgen (A[r][q][p] = sum_s A[r][q][s] C4[s][p]) in float with the sum carried in a scalar and
   written into a 1-D scratch row, then copied back in place; r and q from a struct of sizes read into
   locals before the SCoP. */
#include <stdio.h>

#define NR 12
#define NQ 10
#define NP 24

struct dims { int nr, nq, np; };

static float A[NR][NQ][NP], C4[NP][NP], sum[NP];

int main(void) {
  struct dims d = {NR, NQ, NP};
  int nr = d.nr, nq = d.nq, np = d.np;
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
        A[r][q][p] = (float)((r * q + p) % np) / np;
  for (int i = 0; i < np; i++)
    for (int j = 0; j < np; j++)
      C4[i][j] = (float)(i * j % np) / np;
#pragma scop
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        float acc = 0.0f;
        for (int s = 0; s < np; s++)
          acc += A[r][q][s] * C4[s][p];
        sum[p] = acc;
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
  double t = 0;
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
        t += A[r][q][p];
  printf("%.4e %.5f %.5f\n", t, A[0][0][0], A[nr - 1][nq - 1][np - 1]);
  return 0;
}
