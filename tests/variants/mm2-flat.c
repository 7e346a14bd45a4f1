/* mm2-flat: a variant in another common style (tests/test_variants.py): flat row-major arrays
   addressed A[i * n + j] with the sizes passed at run time. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step) printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++) s += v[p];
  printf("sum %s %.10e\n", name, s);
}
#ifdef MINI_DATASET
#define NI 16
#define NJ 18
#define NK 20
#define NL 22
#else
#define NI 1600
#define NJ 1800
#define NK 2200
#define NL 2400
#endif
/* D := A * B * C^T with flat arrays; C stored transposed (nl x nj), long sizes, restrict pointers */
void mm2(long ni, long nj, long nk, long nl, double *restrict tmp, const double *restrict A,
         const double *restrict B, const double *restrict C, double *restrict D)
{
#pragma scop
  for (long i = 0; i < ni; ++i)
    for (long j = 0; j < nj; ++j) {
      tmp[i * nj + j] = 0;
      for (long k = 0; k < nk; ++k)
        tmp[i * nj + j] += A[i * nk + k] * B[k * nj + j];
    }
  for (long i = 0; i < ni; ++i)
    for (long l = 0; l < nl; ++l) {
      double acc = 0;
      for (long j = 0; j < nj; ++j)
        acc += tmp[i * nj + j] * C[l * nj + j];
      D[i * nl + l] = acc;
    }
#pragma endscop
}
int main(void)
{
  double *tmp = malloc(sizeof(double) * NI * NJ), *A = malloc(sizeof(double) * NI * NK), *B = malloc(sizeof(double) * NK * NJ),
         *C = malloc(sizeof(double) * NL * NJ), *D = malloc(sizeof(double) * NI * NL);
  for (long i = 0; i < NI * NK; i++) A[i] = (i % 13) / 13.0;
  for (long i = 0; i < NK * NJ; i++) B[i] = (i % 11) / 11.0;
  for (long i = 0; i < NL * NJ; i++) C[i] = (i % 7) / 7.0;
  mm2(NI, NJ, NK, NL, tmp, A, B, C, D);
  dump("D", D, (long)NI * NL);
  return 0;
}
