/* 2mm-calls: 2mm as two calls of one matrix-product function (D := alpha A B; then E := beta E + D C),
   each a SCoP of its own with VLA parameters, in i-k-j order, called from a driver
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#  define NL 18
#else
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
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

/* P := beta P + alpha Q R, for P (n x m), Q (n x l), R (l x m) */
static void matmul(int n, int m, int l, double alpha, double beta,
                   double P[n][m], double Q[n][l], double R[l][m])
{
#pragma scop
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      P[i][j] = beta * P[i][j];
    for (int k = 0; k < l; k++)
      for (int j = 0; j < m; j++)
        P[i][j] = P[i][j] + alpha * Q[i][k] * R[k][j];
  }
#pragma endscop
}

int main(void)
{
  double (*A)[NK] = malloc(sizeof(double) * NI * NK);
  double (*B)[NJ] = malloc(sizeof(double) * NK * NJ);
  double (*C)[NL] = malloc(sizeof(double) * NJ * NL);
  double (*D)[NJ] = malloc(sizeof(double) * NI * NJ);
  double (*E)[NL] = malloc(sizeof(double) * NI * NL);
  fill(&A[0][0], (long)NI * NK, 3);
  fill(&B[0][0], (long)NK * NJ, 4);
  fill(&C[0][0], (long)NJ * NL, 5);
  fill(&D[0][0], (long)NI * NJ, 6);
  fill(&E[0][0], (long)NI * NL, 7);
  matmul(NI, NJ, NK, 1.5, 0.0, D, A, B);
  matmul(NI, NL, NJ, 1.0, 1.2, E, D, C);
  dump("E", &E[0][0], (long)NI * NL);
  free(A); free(B); free(C); free(D); free(E);
  return 0;
}
