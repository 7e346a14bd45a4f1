/* gemm-ikj: C := alpha * A * B + beta * C in the i-k-j order (row of C scaled,
   then rank-1 updates of that row, the innermost loop running along rows of B
   and C).  A is NI x NK, B is NK x NJ, C is NI x NJ. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 14
#  define NJ 12
#  define NK 18
#elif defined(MEDIUM_DATASET)
#  define NI 520
#  define NJ 560
#  define NK 580
#elif defined(LARGE_DATASET)
#  define NI 2000
#  define NJ 2100
#  define NK 2200
#elif defined(EXTRALARGE_DATASET)
#  define NI 4000
#  define NJ 4200
#  define NK 4400
#else /* SMALL, the default */
#  define NI 110
#  define NJ 125
#  define NK 135
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemm_ikj(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                          DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((2 * i + 5 * k + 1) % 23) / 23;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k * j + 4) % 19) / 19 - (DATA_TYPE)0.25;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((3 * i + j) % 7) / 7;
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

void kernel_gemm_ikj(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                     DATA_TYPE C[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < ni; i++) {
    for (j = 0; j < nj; j++)
      C[i][j] *= beta;
    for (k = 0; k < nk; k++)
      for (j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.8;
  DATA_TYPE beta = 1.5;
  DATA_TYPE (*C)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemm_ikj(NI, NJ, NK, C, A, B);
  kernel_gemm_ikj(NI, NJ, NK, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
