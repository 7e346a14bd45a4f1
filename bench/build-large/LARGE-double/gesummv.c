/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_gesummv(int n, double alpha, double beta, void *s2s_h2_A, void *s2s_h3_x, void *s2s_h4_B, void *s2s_h5_y);
/* gesummv: sum of two matrix-vector products, y := alpha * A x + beta * B x.
   Each row keeps its two partial sums in local scalars. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define N 2000
#elif defined(LARGE_DATASET)
#  define N 8000
#elif defined(EXTRALARGE_DATASET)
#  define N 12000
#else /* SMALL, the default */
#  define N 300
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gesummv(int n, DATA_TYPE A[n][n], DATA_TYPE B[n][n], DATA_TYPE x[n])
{
  for (int i = 0; i < n; i++) {
    x[i] = (DATA_TYPE)((7 * i + 2) % n) / n;
    for (int j = 0; j < n; j++) {
      A[i][j] = (DATA_TYPE)((i * j + 1) % 19) / 19;
      B[i][j] = (DATA_TYPE)((i + 2 * j + 3) % 23) / 23;
    }
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

void kernel_gesummv(int n, DATA_TYPE alpha, DATA_TYPE beta,
                    DATA_TYPE A[n][n], DATA_TYPE B[n][n], DATA_TYPE x[n], DATA_TYPE y[n])
{
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)A) && ((const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)x) && ((const char *)B + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*B) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)B)) {
  /* s2s: SCoP 0 runs on the GPU (1 kernel) */
  s2s_scop0_kernel_gesummv(n, alpha, beta, (void *)A, (void *)x, (void *)B, (void *)y);
} else {
  for (int i = 0; i < n; i++) {
    DATA_TYPE ta = 0;
    DATA_TYPE tb = 0;
    for (int j = 0; j < n; j++) {
      ta += A[i][j] * x[j];
      tb += B[i][j] * x[j];
    }
    y[i] = alpha * ta + beta * tb;
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 0.75;
  DATA_TYPE beta = 1.5;
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE (*B)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  if (!A || !B || !x || !y) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gesummv(N, A, B, x);
  kernel_gesummv(N, alpha, beta, A, B, x, y);
  print_array("y", y, N);
  free(A);
  free(B);
  free(x);
  free(y);
  return 0;
}
