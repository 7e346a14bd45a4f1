/* matvec-transposed: z := alpha * A * (A^T x) + beta * z for A of size M x N,
   two matrix-vector products in one SCoP: the first reads A through its
   transpose (column loop j outermost, A[i][j] with i inner), the second reads
   A by rows.  Both accumulate in the output vector itself. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define M 18
#  define N 14
#elif defined(MEDIUM_DATASET)
#  define M 2200
#  define N 1800
#elif defined(LARGE_DATASET)
#  define M 8000
#  define N 7000
#elif defined(EXTRALARGE_DATASET)
#  define M 16000
#  define N 14000
#else /* SMALL, the default */
#  define M 400
#  define N 360
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_matvec_transposed(int m, int n, DATA_TYPE A[m][n], DATA_TYPE x[m], DATA_TYPE y[n],
                                   DATA_TYPE z[m])
{
  for (int i = 0; i < m; i++) {
    x[i] = (DATA_TYPE)((i * 3 + 1) % 10) / 10;
    z[i] = (DATA_TYPE)((i + 4) % 6) / 6;
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * 2 + j * 9 + 5) % 37) / (37 * m) - (DATA_TYPE)0.01 / m;
  }
  for (int j = 0; j < n; j++)
    y[j] = 100;
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

void kernel_matvec_transposed(int m, int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[m][n],
                              DATA_TYPE x[m], DATA_TYPE y[n], DATA_TYPE z[m])
{
  int i, j;
S2S_REGION_BEGIN();
#pragma scop
  /* y = A^T x */
  for (j = 0; j < n; j++) {
    y[j] = 0;
    for (i = 0; i < m; i++)
      y[j] += A[i][j] * x[i];
  }
  /* z = alpha * A y + beta * z */
  for (i = 0; i < m; i++) {
    z[i] = beta * z[i];
    for (j = 0; j < n; j++)
      z[i] += alpha * A[i][j] * y[j];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 30;
  DATA_TYPE beta = 0.5;
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[M][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[M]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *z = malloc(sizeof(DATA_TYPE[M]));
  if (!A || !x || !y || !z) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_matvec_transposed(M, N, A, x, y, z);
  kernel_matvec_transposed(M, N, alpha, beta, A, x, y, z);
  print_array("y", y, N);
  print_array("z", z, M);
  free(A);
  free(x);
  free(y);
  free(z);
  return 0;
}
