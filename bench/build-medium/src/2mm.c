/* 2mm: two chained matrix products, D := alpha * A * B * C + beta * D,
   computed through an intermediate T = alpha * A * B. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#  define NL 18
#elif defined(MEDIUM_DATASET)
#  define NI 400
#  define NJ 450
#  define NK 500
#  define NL 550
#elif defined(LARGE_DATASET)
#  define NI 1600
#  define NJ 1800
#  define NK 2000
#  define NL 2200
#elif defined(EXTRALARGE_DATASET)
#  define NI 3200
#  define NJ 3600
#  define NK 4000
#  define NL 4400
#else /* SMALL, the default */
#  define NI 100
#  define NJ 110
#  define NK 120
#  define NL 130
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_2mm(int ni, int nj, int nk, int nl,
                     DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj],
                     DATA_TYPE C[nj][nl], DATA_TYPE D[ni][nl])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((2 * i + k + 1) % 13) / 13;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k * j + 5) % nk) / nk;
  for (int j = 0; j < nj; j++)
    for (int l = 0; l < nl; l++)
      C[j][l] = (DATA_TYPE)((j + 3 * l) % nl) / nl;
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++)
      D[i][l] = (DATA_TYPE)((i * (l + 1)) % 7) / 7;
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

void kernel_2mm(int ni, int nj, int nk, int nl, DATA_TYPE alpha, DATA_TYPE beta,
                DATA_TYPE T[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj],
                DATA_TYPE C[nj][nl], DATA_TYPE D[ni][nl])
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++) {
      T[i][j] = 0;
      for (int k = 0; k < nk; k++)
        T[i][j] += alpha * A[i][k] * B[k][j];
    }
  for (int i = 0; i < ni; i++)
    for (int l = 0; l < nl; l++) {
      D[i][l] *= beta;
      for (int j = 0; j < nj; j++)
        D[i][l] += T[i][j] * C[j][l];
    }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.5;
  DATA_TYPE beta = 1.5;
  DATA_TYPE (*T)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  DATA_TYPE (*C)[NL] = malloc(sizeof(DATA_TYPE[NJ][NL]));
  DATA_TYPE (*D)[NL] = malloc(sizeof(DATA_TYPE[NI][NL]));
  if (!T || !A || !B || !C || !D) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_2mm(NI, NJ, NK, NL, A, B, C, D);
  kernel_2mm(NI, NJ, NK, NL, alpha, beta, T, A, B, C, D);
  print_array("T", &T[0][0], (long)NI * NJ);
  print_array("D", &D[0][0], (long)NI * NL);
  free(T);
  free(A);
  free(B);
  free(C);
  free(D);
  return 0;
}
