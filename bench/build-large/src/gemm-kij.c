/* gemm-kij: C := alpha * A * B + beta * C written as a sum of outer products
   (k-i-j order): C is scaled by beta in its own nest, then the k loop is
   outermost and each k adds the rank-1 product of column k of A and row k of
   B to the whole of C.  A is NI x NK, B is NK x NJ, C is NI x NJ; the
   iterators are declared in the loops. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 11
#  define NJ 17
#  define NK 14
#elif defined(MEDIUM_DATASET)
#  define NI 540
#  define NJ 520
#  define NK 560
#elif defined(LARGE_DATASET)
#  define NI 2100
#  define NJ 2000
#  define NK 2200
#elif defined(EXTRALARGE_DATASET)
#  define NI 4200
#  define NJ 4000
#  define NK 4400
#else /* SMALL, the default */
#  define NI 130
#  define NJ 115
#  define NK 125
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemm_kij(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                          DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i * i + 2 * k + 3) % 15) / 15 - (DATA_TYPE)0.2;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((3 * k + 4 * j + 1) % 22) / 22;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i * 5 + j * 2 + 1) % 12) / 12;
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

void kernel_gemm_kij(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                     DATA_TYPE C[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
S2S_REGION_BEGIN();
#pragma scop
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = beta * C[i][j];
  for (int k = 0; k < nk; k++)
    for (int i = 0; i < ni; i++)
      for (int j = 0; j < nj; j++)
        C[i][j] += alpha * A[i][k] * B[k][j];
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.7;
  DATA_TYPE beta = 1.3;
  DATA_TYPE (*C)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemm_kij(NI, NJ, NK, C, A, B);
  kernel_gemm_kij(NI, NJ, NK, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
