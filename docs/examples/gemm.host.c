/* translated by s2s: host part in C (variable-length array parameter 'C'); kernels in the .cu file */
#ifndef s2s_floord
#define s2s_floord(n, d) ((n) / (d) - ((n) % (d) < 0))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
extern int s2s_scop0_kernel_gemm(int ni, int nj, int nk, double beta, double alpha, void *s2s_h0_C, void *s2s_h1_A, void *s2s_h2_B);
#ifndef s2s_floord
#define s2s_floord(n, d) ((n) / (d) - ((n) % (d) < 0))
#define s2s_min(a, b) ((a) < (b) ? (a) : (b))
#define s2s_max(a, b) ((a) > (b) ? (a) : (b))
#endif
#include <stdlib.h>
#line 1 "gemm.c"
/* gemm: dense matrix-matrix product, C := alpha * A * B + beta * C,
   with A of size NI x NK, B of size NK x NJ and C of size NI x NJ. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NI 12
#  define NJ 14
#  define NK 16
#elif defined(MEDIUM_DATASET)
#  define NI 500
#  define NJ 550
#  define NK 600
#elif defined(LARGE_DATASET)
#  define NI 2000
#  define NJ 2200
#  define NK 2400
#elif defined(EXTRALARGE_DATASET)
#  define NI 4000
#  define NJ 4400
#  define NK 4800
#else /* SMALL, the default */
#  define NI 120
#  define NJ 130
#  define NK 140
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemm(int ni, int nj, int nk, DATA_TYPE C[ni][nj],
                      DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  for (int i = 0; i < ni; i++)
    for (int k = 0; k < nk; k++)
      A[i][k] = (DATA_TYPE)((i * k + 3) % ni) / ni;
  for (int k = 0; k < nk; k++)
    for (int j = 0; j < nj; j++)
      B[k][j] = (DATA_TYPE)((k * (j + 2) + 1) % nj) / nj;
  for (int i = 0; i < ni; i++)
    for (int j = 0; j < nj; j++)
      C[i][j] = (DATA_TYPE)((i + 2 * j) % 9) / 9;
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

void kernel_gemm(int ni, int nj, int nk, DATA_TYPE alpha, DATA_TYPE beta,
                 DATA_TYPE C[ni][nj], DATA_TYPE A[ni][nk], DATA_TYPE B[nk][nj])
{
  int i, j, k;
/* s2s: the device pays only for large enough sizes (cost model: from ni = nj = nk ~ 60); smaller ones run the original code */
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((double)(ni) * (double)(nj) * (double)(nk) >= 216000) && (((const char *)C + (((ni) - 1) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((ni >= 1 && nj >= 1 && nk >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C) && ((const char *)C + (((ni) - 1) + 1) * (long)sizeof(*C) <= (const char *)B || (const char *)B + ((ni >= 1 && nj >= 1 && nk >= 1 ? nk - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C))) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  if (!s2s_scop0_kernel_gemm(ni, nj, nk, beta, alpha, (void *)C, (void *)A, (void *)B)) {
    /* the CUDA runtime is being unloaded (after main returned): the SCoP's own code */
  #line 63
    for (i = 0; i < ni; i++)
      for (j = 0; j < nj; j++) {
        C[i][j] = beta * C[i][j];
        for (k = 0; k < nk; k++)
          C[i][j] += alpha * A[i][k] * B[k][j];
      }
  }
} else {
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)C + ((ni >= 1 && nj >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)A || (const char *)A + ((ni >= 1 && nj >= 1 && nk >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)C) && ((const char *)C + ((ni >= 1 && nj >= 1 ? ni - 1 : 0) + 1) * (long)sizeof(*C) <= (const char *)B || (const char *)B + ((ni >= 1 && nj >= 1 && nk >= 1 ? nk - 1 : 0) + 1) * (long)sizeof(*B) <= (const char *)C)) {
  /* s2s: SCoP 0 on the host, its reductions in partial sums */
  {
    if (ni >= 1 && nj >= 1) {
      {
        const long _lo0 = (long)(0), _hi0 = (long)(ni - 1);
        for (long _g0 = _lo0; _g0 <= _hi0; _g0++)
        {
          for (long _c0 = 0; _c0 < nj; _c0++) {
            C[_g0][_c0] = beta * C[_g0][_c0];
            {
              double _acc_S1 = -0.0;
              double *_dst_S1 = 0;
              {
                double _acc_S1_u1 = -0.0;
                double _acc_S1_u2 = -0.0;
                double _acc_S1_u3 = -0.0;
                double _acc_S1_u4 = -0.0;
                double _acc_S1_u5 = -0.0;
                double _acc_S1_u6 = -0.0;
                double _acc_S1_u7 = -0.0;
                long _u_c1 = 0 + 0;
                for (; _u_c1 + 7 < nk; _u_c1 += 8) {
                  {
                    const long _c1 = _u_c1;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 1;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u1 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 2;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u2 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 3;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u3 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 4;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u4 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 5;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u5 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 6;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u6 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                  {
                    const long _c1 = _u_c1 + 7;
                    _dst_S1 = &C[_g0][_c0];
                    _acc_S1_u7 += alpha * A[_g0][_c1] * B[_c1][_c0];
                  }
                }
                for (long _c1 = _u_c1; _c1 < nk; _c1 += 1) {
                  _dst_S1 = &C[_g0][_c0];
                  _acc_S1 += alpha * A[_g0][_c1] * B[_c1][_c0];
                }
                _acc_S1 = (((_acc_S1 + _acc_S1_u1) + (_acc_S1_u2 + _acc_S1_u3)) + ((_acc_S1_u4 + _acc_S1_u5) + (_acc_S1_u6 + _acc_S1_u7)));
              }
              if (_dst_S1 != 0)
                *_dst_S1 = *_dst_S1 + _acc_S1;
            }
          }
        }
      }
    }
  }
} else {
#line 63
  for (i = 0; i < ni; i++)
    for (j = 0; j < nj; j++) {
      C[i][j] = beta * C[i][j];
      for (k = 0; k < nk; k++)
        C[i][j] += alpha * A[i][k] * B[k][j];
    }
}
}
#line 70
}

int main(void)
{
  DATA_TYPE alpha = 1.25;
  DATA_TYPE beta = 0.75;
  DATA_TYPE (*C)[NJ] = malloc(sizeof(DATA_TYPE[NI][NJ]));
  DATA_TYPE (*A)[NK] = malloc(sizeof(DATA_TYPE[NI][NK]));
  DATA_TYPE (*B)[NJ] = malloc(sizeof(DATA_TYPE[NK][NJ]));
  if (!C || !A || !B) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemm(NI, NJ, NK, C, A, B);
  kernel_gemm(NI, NJ, NK, alpha, beta, C, A, B);
  print_array("C", &C[0][0], (long)NI * NJ);
  free(C);
  free(A);
  free(B);
  return 0;
}
