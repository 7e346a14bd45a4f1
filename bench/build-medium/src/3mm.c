/* 3mm: three matrix products, E := A * B, F := C * D, G := E * F. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 10
#  define NJ 12
#  define NK 14
#  define NL 16
#  define NM 18
#elif defined(MEDIUM_DATASET)
#  define NI 400
#  define NJ 440
#  define NK 480
#  define NL 520
#  define NM 560
#elif defined(LARGE_DATASET)
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
#  define NM 2400
#elif defined(EXTRALARGE_DATASET)
#  define NI 3200
#  define NJ 3600
#  define NK 4000
#  define NL 4400
#  define NM 4800
#else /* SMALL, the default */
#  define NI 90
#  define NJ 100
#  define NK 110
#  define NL 120
#  define NM 130
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

/* A: NI x NK, B: NK x NJ, C: NJ x NM, D: NM x NL
   E: NI x NJ, F: NJ x NL, G: NI x NL */
static void init_3mm(int ni, int nj, int nk, int nl, int nm,
                     DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj],
                     DATA_TYPE C[nj][nm], DATA_TYPE D[nm][nl])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i * k + 1) % ni) / (5 * ni);
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k * (j + 1) + 2) % nj) / (5 * nj);
  for (int j = 0; j < nj; j++)
    for (int m = 0; m < nm; m++)
      C[j][m] = (DATA_TYPE)((j * (m + 3)) % nl) / (5 * nl);
  for (int m = 0; m < nm; m++)
    for (int l = 0; l < nl; l++)
      D[m][l] = (DATA_TYPE)((m * (l + 2) + 2) % nk) / (5 * nk);
}

static void print_array(const char *name, const DATA_TYPE *v, long n)
{
  long stride = n <= 400 ? 1 : (n + 299) / 300;
  double sum = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += stride)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    sum += (double)v[p];
  printf("checksum %s %.10e\n", name, sum);
}

void kernel_3mm(int ni, int nj, int nk, int nl, int nm,
                DATA_TYPE E[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj],
                DATA_TYPE F[nj][nl], DATA_TYPE C[nj][nm], DATA_TYPE D[nm][nl],
                DATA_TYPE G[ni][nl])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      E[i][j] = 0;
      for (k = 0; k < nk; k++)
        E[i][j] += A[i][k] * B[k][j];
    }
  for (i = 0; i < nj; i++)
    for (j = 0; j < nl; j++) {
      F[i][j] = 0;
      for (k = 0; k < nm; k++)
        F[i][j] += C[i][k] * D[k][j];
    }
  for (i = 0; i < ni; i++)
    for (j = 0; j < nl; j++) {
      G[i][j] = 0;
      for (k = 0; k < nj; k++)
        G[i][j] += E[i][k] * F[k][j];
    }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*E)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  DATA_TYPE (*F)[NL] = malloc(sizeof(DATA_TYPE[NJ][NL]));
  DATA_TYPE (*C)[NM] = malloc(sizeof(DATA_TYPE[NJ][NM]));
  DATA_TYPE (*D)[NL] = malloc(sizeof(DATA_TYPE[NM][NL]));
  DATA_TYPE (*G)[NL] = malloc(sizeof(DATA_TYPE[NI][NL]));
  if (!E || !A || !B || !F || !C || !D || !G) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_3mm(NI, NJ, NK, NL, NM, A, B, C, D);
  kernel_3mm(NI, NJ, NK, NL, NM, E, A, B, F, C, D, G);
  print_array("E", &E[0][0], (long)NI * NJ);
  print_array("F", &F[0][0], (long)NJ * NL);
  print_array("G", &G[0][0], (long)NI * NL);
  free(E);
  free(A);
  free(B);
  free(F);
  free(C);
  free(D);
  free(G);
  return 0;
}
