/* translated by s2s: host part in C (variable-length array parameter 'C'); kernels in the .cu file */
extern void s2s_scop0_kernel_gemm_jik(int nj, int ni, int nk, double beta, double alpha, void *s2s_h0_C, void *s2s_h1_A, void *s2s_h2_B);
/* gemm-jik: C := alpha * A * B + beta * C with the column loop outermost
   (j-i-k): each column of C is finished before the next; the dot product over
   k is accumulated in C itself.  Iterators are declared in the loops. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 10
#  define NJ 16
#  define NK 13
#elif defined(MEDIUM_DATASET)
#  define NI 480
#  define NJ 500
#  define NK 620
#elif defined(LARGE_DATASET)
#  define NI 1900
#  define NJ 2000
#  define NK 2300
#elif defined(EXTRALARGE_DATASET)
#  define NI 3800
#  define NJ 4000
#  define NK 4600
#else /* SMALL, the default */
#  define NI 100
#  define NJ 140
#  define NK 120
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemm_jik(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                          DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i + 3 * k + 2) % 17) / 17 - (DATA_TYPE)0.5;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((4 * k + j * j + 1) % 29) / 29;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * j + 5) % 11) / 11;
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

void kernel_gemm_jik(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                     DATA_TYPE C[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)C + ((nj >= 1 && ni >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((nj >= 1 && ni >= 1 && nk >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C) && ((const char *)C + ((nj >= 1 && ni >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)B || (const char *)B + ((nj >= 1 && ni >= 1 && nk >= 1 ? nk - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_gemm_jik(nj, ni, nk, beta, alpha, (void *)C, (void *)A, (void *)B);
} else {
  for (int j = 0; j < nj; j++)
    for (int i = 0; i < ni; i++) {
      C[i][j] = beta * C[i][j];
      for (int k = 0; k < nk; k++)
        C[i][j] = C[i][j] + alpha * A[i][k] * B[k][j];
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.1;
  DATA_TYPE beta = -0.6;
  DATA_TYPE (*C)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemm_jik(NI, NJ, NK, C, A, B);
  kernel_gemm_jik(NI, NJ, NK, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
