/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_matvec(int m, int n, void *s2s_h1_A, void *s2s_h2_x, void *s2s_h3_y);
/* matvec: plain matrix-vector product y := A x, A is M x N; each row's dot
   product is accumulated in a local scalar.  x and y are 1-D pointers. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 16
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define M 2000
#  define N 2500
#elif defined(LARGE_DATASET)
#  define M 8000
#  define N 8000
#elif defined(EXTRALARGE_DATASET)
#  define M 16000
#  define N 12000
#else /* SMALL, the default */
#  define M 400
#  define N 300
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_matvec(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x)
{
  for (int j = 0; j < n; j++)
    x[j] = (DATA_TYPE)((j * 11 + 5) % 37) / 37 - (DATA_TYPE)0.5;
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * 13 + j * j + 1) % 41) / 41;
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

void kernel_matvec(int m, int n, DATA_TYPE A[m][n], DATA_TYPE *x, DATA_TYPE *y)
{
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((m >= 1 && n >= 1 ? m - 1 : 0) + 1) * (long)sizeof(*A) <= (const char *)y || (const char *)y + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*y) <= (const char *)A) && ((const char *)x + ((m >= 1 && n >= 1 ? n - 1 : 0) + 1) * (long)sizeof(*x) <= (const char *)y || (const char *)y + ((m == 0 ? 0 : m - 1) + 1) * (long)sizeof(*y) <= (const char *)x)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_matvec(m, n, (void *)A, (void *)x, (void *)y);
} else {
  for (int i = 0; i < m; i++) {
    DATA_TYPE s = 0;
    for (int j = 0; j < n; j++)
      s += A[i][j] * x[j];
    y[i] = s;
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[M]));
  if (!A || !x || !y) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_matvec(M, N, A, x);
  kernel_matvec(M, N, A, x, y);
  print_array("y", y, M);
  free(A);
  free(x);
  free(y);
  return 0;
}
