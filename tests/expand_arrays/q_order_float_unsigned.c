/* doitgen-like, other loop order (q outer, r inner), float data, unsigned and long iterators */
#include <stdio.h>
#define NR 6
#define NQ 5
#define NP 7
static void k(unsigned nr, unsigned nq, unsigned np, float A[NR][NQ][NP], float C4[NP][NP], float sum[NP + 2])
{
#pragma scop
  for (unsigned q = 0; q < nq; q++)
    for (long r = 0; r < nr; r++) {
      for (unsigned p = 0; p < np; p++) {
        sum[p + 1] = 0.5f;
        for (unsigned s = 0; s < np; s++)
          sum[p + 1] += A[r][q][s] * C4[s][p];
      }
      for (unsigned p = 0; p < np; p++)
        A[r][q][p] = sum[p + 1] * sum[np - p];
    }
#pragma endscop
}
static float A[NR][NQ][NP], C4[NP][NP], sum[NP + 2];
int main(void)
{
  for (int r = 0; r < NR; r++) for (int q = 0; q < NQ; q++) for (int p = 0; p < NP; p++)
    A[r][q][p] = (float)((r * 3 + q * 5 + p) % 7) / 4 - 0.75f;
  for (int s = 0; s < NP; s++) for (int p = 0; p < NP; p++) C4[s][p] = (float)((s + 2 * p) % 5) / 3;
  for (int p = 0; p < NP + 2; p++) sum[p] = -1.0f - p;
  k(NR, NQ, NP, A, C4, sum);
  for (int r = 0; r < NR; r++) for (int q = 0; q < NQ; q++) for (int p = 0; p < NP; p++) printf("%.7g\n", A[r][q][p]);
  for (int p = 0; p < NP + 2; p++) printf("sum %.7g\n", sum[p]);
  return 0;
}
