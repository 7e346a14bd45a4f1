/* gemm-fused-setup: C := A * B with the initialisation of C inside the same
   perfect i-k-j nest, guarded by `if (k == 0)`; a plain product (no alpha or
   beta).  A is NI x NK, B is NK x NJ, C is NI x NJ (C's old contents are
   garbage and must be overwritten). */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 15
#  define NJ 11
#  define NK 9
#elif defined(MEDIUM_DATASET)
#  define NI 500
#  define NJ 540
#  define NK 600
#elif defined(LARGE_DATASET)
#  define NI 2000
#  define NJ 2000
#  define NK 2400
#elif defined(EXTRALARGE_DATASET)
#  define NI 4000
#  define NJ 4000
#  define NK 4800
#else /* SMALL, the default */
#  define NI 128
#  define NJ 112
#  define NK 144
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemm_fused_setup(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                                  DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i * 7 + k * 3 + 1) % 13) / 13;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k + j * 5 + 2) % 31) / 31 - (DATA_TYPE)0.4;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = 1000 + i - j;
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

void kernel_gemm_fused_setup(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                             DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  int i, j, k;
S2S_REGION_BEGIN();
#pragma scop
  for (i = 0; i < ni; i++)
    for (k = 0; k < nk; k++)
      for (j = 0; j < nj; j++) {
        if (k == 0)
          C[i][j] = 0;
        C[i][j] += A[i][k] * B[k][j];
      }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*C)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemm_fused_setup(NI, NJ, NK, C, A, B);
  kernel_gemm_fused_setup(NI, NJ, NK, C, A, B);
  print_array("C", &C[0][0], (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
