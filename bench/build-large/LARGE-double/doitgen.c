/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_doitgen(int nr, int nq, int np, void *s2s_h0_sum, void *s2s_h1_A, void *s2s_h2_C4);
/* doitgen: multiresolution-analysis kernel; every (r, q) fibre of the 3-D
   array A is multiplied by the NP x NP matrix C4, in place via a buffer. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NR 8
#  define NQ 10
#  define NP 12
#elif defined(MEDIUM_DATASET)
#  define NR 64
#  define NQ 80
#  define NP 100
#elif defined(LARGE_DATASET)
#  define NR 150
#  define NQ 160
#  define NP 200
#elif defined(EXTRALARGE_DATASET)
#  define NR 250
#  define NQ 220
#  define NP 270
#else /* SMALL, the default */
#  define NR 25
#  define NQ 30
#  define NP 40
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_doitgen(int nr, int nq, int np, DATA_TYPE A[nr][nq][np], DATA_TYPE C4[np][np])
{
  for (int r = 0; r < nr; r++)
    for (int q = 0; q < nq; q++)
      for (int p = 0; p < np; p++)
        A[r][q][p] = (DATA_TYPE)((r * q + 2 * p + 1) % np) / np;
  for (int s = 0; s < np; s++)
    for (int p = 0; p < np; p++)
      C4[s][p] = (DATA_TYPE)((s * p + 3) % np) / ((DATA_TYPE)np * np);
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

void kernel_doitgen(int nr, int nq, int np, DATA_TYPE A[nr][nq][np],
                    DATA_TYPE C4[np][np], DATA_TYPE sum[np])
{
  int r, q, p, s;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)sum + ((nr >= 1 && nq >= 1 && np >= 1 ? np - 1 : 0) + 1) * (long)sizeof(*sum) <= (const char *)A || (const char *)A + ((nr >= 1 && nq >= 1 && np >= 1 ? nr - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)sum) && ((const char *)sum + ((nr >= 1 && nq >= 1 && np >= 1 ? np - 1 : 0) + 1) * (long)sizeof(*sum) <= (const char *)C4 || (const char *)C4 + ((nr >= 1 && nq >= 1 && np >= 1 ? np - 1 : 0) + 1) * (long)sizeof(*C4) <= (const char *)sum) && ((const char *)A + ((nr >= 1 && nq >= 1 && np >= 1 ? nr - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C4 || (const char *)C4 + ((nr >= 1 && nq >= 1 && np >= 1 ? np - 1 : 0) + 1) * (long)sizeof(*C4) <= (const char *)A)) {
  /* s2s: SCoP 0 runs on the GPU (2 kernels) */
  s2s_scop0_kernel_doitgen(nr, nq, np, (void *)sum, (void *)A, (void *)C4);
} else {
  for (r = 0; r < nr; r++)
    for (q = 0; q < nq; q++) {
      for (p = 0; p < np; p++) {
        sum[p] = 0;
        for (s = 0; s < np; s++)
          sum[p] += A[r][q][s] * C4[s][p];
      }
      for (p = 0; p < np; p++)
        A[r][q][p] = sum[p];
    }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[NQ][NP] = malloc(sizeof(DATA_TYPE[NR][NQ][NP]));
  DATA_TYPE (*C4)[NP] = malloc(sizeof(DATA_TYPE[NP][NP]));
  DATA_TYPE *sum = malloc(sizeof(DATA_TYPE[NP]));
  if (!A || !C4 || !sum) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_doitgen(NR, NQ, NP, A, C4);
  kernel_doitgen(NR, NQ, NP, A, C4, sum);
  print_array("A", &A[0][0][0], (long)NR * NQ * NP);
  print_array("sum", sum, NP);
  free(A);
  free(C4);
  free(sum);
  return 0;
}
