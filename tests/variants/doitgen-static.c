/* doitgen-static: a variant in another common style (tests/test_variants.py): global arrays of sizes
   fixed in the source, no parameters. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.10e\n", name, s);
}
#ifdef MINI_DATASET
#define NR 8
#define NQ 10
#define NP 12
#else
#define NR 150
#define NQ 140
#define NP 160
#endif
static double A[NR][NQ][NP], C4[NP][NP], sum[NP];
static void doitgen(void)
{
  int r, q, p, s;
#pragma scop
  for (r = 0; r < NR; r++)
    for (q = 0; q < NQ; q++) {
      for (p = 0; p < NP; p++) {
        sum[p] = 0.0;
        for (s = 0; s < NP; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < NP; p++)
        A[r][q][p] = sum[p];
    }
#pragma endscop
}
int main(void)
{
  for (int i = 0; i < NR; i++) for (int j = 0; j < NQ; j++) for (int k = 0; k < NP; k++) A[i][j][k] = (double)((i * j + k) % NP) / NP;
  for (int i = 0; i < NP; i++) for (int j = 0; j < NP; j++) C4[i][j] = (double)(i * j % NP) / NP;
  doitgen();
  dump("A", &A[0][0][0], (long)NR * NQ * NP);
  return 0;
}
