/* translated by s2s: host part in C (variable-length array parameter 'C'); kernels in the .cu file */
extern void s2s_scop0_kernel_batched_gemm(int nb, int ni, int nj, int nk, double alpha, double beta, void *s2s_h1_A, void *s2s_h2_B, void *s2s_h3_C);
/* batched-gemm: NB independent products C[b] := alpha * A[b] * B[b] + beta * C[b]
   in the order people write them (for b, for i, for j, for k), with 3-D
   arrays; A[b] is NI x NK, B[b] is NK x NJ, C[b] is NI x NJ.  The dot product is
   accumulated in a local scalar. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NB 3
#  define NI 8
#  define NJ 10
#  define NK 12
#elif defined(MEDIUM_DATASET)
#  define NB 16
#  define NI 200
#  define NJ 220
#  define NK 240
#elif defined(LARGE_DATASET)
#  define NB 64
#  define NI 512
#  define NJ 512
#  define NK 512
#elif defined(EXTRALARGE_DATASET)
#  define NB 128
#  define NI 768
#  define NJ 768
#  define NK 768
#else /* SMALL, the default */
#  define NB 8
#  define NI 48
#  define NJ 56
#  define NK 64
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_batched_gemm(int nb, int ni, int nj, int nk, DATA_TYPE C[nb][ni][nj],
                              DATA_TYPE A[nb][ni][nk], DATA_TYPE B[nb][nk][nj])
{
  for (int b = 0; b < nb; b++) {
    for (int i = 0; i < ni; i++)
      for (int k = 0; k < nk; k++)
        A[b][i][k] = (DATA_TYPE)((b * 5 + i * 3 + k + 1) % 21) / 21;
    for (int k = 0; k < nk; k++)
      for (int j = 0; j < nj; j++)
        B[b][k][j] = (DATA_TYPE)((b + k * j + 2 * j + 3) % 17) / 17 - (DATA_TYPE)0.5;
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++)
        C[b][i][j] = (DATA_TYPE)((b * 2 + i + j * 4) % 9) / 9;
  }
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

void kernel_batched_gemm(int nb, int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                         DATA_TYPE C[nb][ni][nj], DATA_TYPE A[nb][ni][nk], DATA_TYPE B[nb][nk][nj])
{
  int b, i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((nb >= 1 && ni >= 1 && nj >= 1 && nk >= 1 ? nb - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C || (const char *)C + ((nb >= 1 && ni >= 1 && nj >= 1 ? nb - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)A) && ((const char *)B + ((nb >= 1 && ni >= 1 && nj >= 1 && nk >= 1 ? nb - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C || (const char *)C + ((nb >= 1 && ni >= 1 && nj >= 1 ? nb - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)B)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_batched_gemm(nb, ni, nj, nk, alpha, beta, (void *)A, (void *)B, (void *)C);
} else {
  for (b = 0; b < nb; b++)
    for (i = 0; i < ni; i++)
      for (j = 0; j < nj; j++) {
        DATA_TYPE acc = 0;
        for (k = 0; k < nk; k++)
          acc += A[b][i][k] * B[b][k][j];
        C[b][i][j] = alpha * acc + beta * C[b][i][j];
      }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.25;
  DATA_TYPE beta = 0.5;
  DATA_TYPE (*C)[NI][NJ] = malloc(sizeof(DATA_TYPE[NB][NI][NJ]));
  DATA_TYPE (*A)[NI][NK] = malloc(sizeof(DATA_TYPE[NB][NI][NK]));
  DATA_TYPE (*B)[NK][NJ] = malloc(sizeof(DATA_TYPE[NB][NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_batched_gemm(NB, NI, NJ, NK, C, A, B);
  kernel_batched_gemm(NB, NI, NJ, NK, alpha, beta, C, A, B);
  print_array("C", &C[0][0][0], (long)NB * NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
