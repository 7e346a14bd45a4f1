/* 3mm-macros: 3mm on flat row-major arrays behind indexing macros (E_(i,j) is E[(i) * nj + (j)]) with
   runtime sizes, each product zeroed in place then accumulated in i-k-j order
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#  define NL 18
#  define NM 20
#else
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
#  define NM 2400
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

#define A_(i, j) A[(i) * nk + (j)]
#define B_(i, j) B[(i) * nj + (j)]
#define C_(i, j) C[(i) * nm + (j)]
#define D_(i, j) D[(i) * nl + (j)]
#define E_(i, j) E[(i) * nj + (j)]
#define F_(i, j) F[(i) * nl + (j)]
#define G_(i, j) G[(i) * nl + (j)]

void mm3(int ni, int nj, int nk, int nl, int nm, double *E, const double *A, const double *B,
         double *F, const double *C, const double *D, double *G)
{
#pragma scop
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nj; j++)
      E_(i, j) = 0.0;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        E_(i, j) += A_(i, k) * B_(k, j);
  }
  for (int i = 0; i < nj; i++) {
    for (int j = 0; j < nl; j++)
      F_(i, j) = 0.0;
    for (int k = 0; k < nm; k++)
      for (int j = 0; j < nl; j++)
        F_(i, j) += C_(i, k) * D_(k, j);
  }
  for (int i = 0; i < ni; i++) {
    for (int j = 0; j < nl; j++)
      G_(i, j) = 0.0;
    for (int k = 0; k < nj; k++)
      for (int j = 0; j < nl; j++)
        G_(i, j) += E_(i, k) * F_(k, j);
  }
#pragma endscop
}

int main(void)
{
  double *A = malloc(sizeof(double) * NI * NK), *B = malloc(sizeof(double) * NK * NJ);
  double *C = malloc(sizeof(double) * NJ * NM), *D = malloc(sizeof(double) * NM * NL);
  double *E = malloc(sizeof(double) * NI * NJ), *F = malloc(sizeof(double) * NJ * NL);
  double *G = malloc(sizeof(double) * NI * NL);
  fill(A, (long)NI * NK, 3);
  fill(B, (long)NK * NJ, 4);
  fill(C, (long)NJ * NM, 5);
  fill(D, (long)NM * NL, 6);
  mm3(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  dump("G", G, (long)NI * NL);
  free(A); free(B); free(C); free(D); free(E); free(F); free(G);
  return 0;
}
