/* doitgen-acc: doitgen (A[r][q][.] := A[r][q][.] C4) with each output element's sum in a block-local
   scalar stored into a row buffer, then the row copied back, C99 VLA parameters
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define NR 6
#  define NQ 8
#  define NP 10
#else
#  define NR 150
#  define NQ 160
#  define NP 200
#endif

static void fill(double *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (double)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

void doitgen(int nr, int nq, int np, double A[nr][nq][np], double C4[np][np], double row[np])
{
#pragma scop
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++) {
      for (int p = 0; p < np; p++) {
        double s = 0.0;
        for (int k = 0; k < np; k++)
          s += A[r][q][k] * C4[k][p];
        row[p] = s;
      }
      for (int p = 0; p < np; p++)
        A[r][q][p] = row[p];
    }
#pragma endscop
}

int main(void)
{
  double (*A)[NQ][NP] = malloc(sizeof(double) * NR * NQ * NP);
  double (*C4)[NP] = malloc(sizeof(double) * NP * NP);
  double *row = malloc(sizeof(double) * NP);
  fill(&A[0][0][0], (long)NR * NQ * NP, 3);
  fill(&C4[0][0], (long)NP * NP, 4);
  doitgen(NR, NQ, NP, A, C4, row);
  dump("A", &A[0][0][0], (long)NR * NQ * NP);
  free(A); free(C4); free(row);
  return 0;
}
