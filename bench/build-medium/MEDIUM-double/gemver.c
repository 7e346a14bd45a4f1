/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_gemver(int n, double beta, double alpha, void *s2s_h0_A, void *s2s_h1_u1, void *s2s_h2_v1, void *s2s_h3_u2, void *s2s_h4_v2, void *s2s_h5_x, void *s2s_h6_y, void *s2s_h7_z, void *s2s_h8_w);
/* gemver: rank-2 update of A followed by two matrix-vector products:
   A += u1 v1^T + u2 v2^T,  x += beta A^T y + z,  w += alpha A x. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 20
#elif defined(MEDIUM_DATASET)
#  define N 2000
#elif defined(LARGE_DATASET)
#  define N 4000
#elif defined(EXTRALARGE_DATASET)
#  define N 8000
#else /* SMALL, the default */
#  define N 300
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_gemver(int n, DATA_TYPE A[n][n], DATA_TYPE u1[n], DATA_TYPE v1[n],
                        DATA_TYPE u2[n], DATA_TYPE v2[n], DATA_TYPE w[n],
                        DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE z[n])
{
  for (int i = 0; i < n; i++) {
    u1[i] = (DATA_TYPE)(i % 11) / 11;
    v1[i] = (DATA_TYPE)((3 * i + 1) % 13) / (13 * n);
    u2[i] = (DATA_TYPE)((i + 4) % 7) / 7;
    v2[i] = (DATA_TYPE)((5 * i + 2) % 17) / (17 * n);
    w[i] = 0;
    x[i] = (DATA_TYPE)(i % 5) / 5;
    y[i] = (DATA_TYPE)((2 * i + 1) % 9) / 9;
    z[i] = (DATA_TYPE)((i + 3) % 8) / 8;
    for (int j = 0; j < n; j++)
      A[i][j] = (DATA_TYPE)((i * j + 7) % n) / ((DATA_TYPE)n * n);
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

void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[n][n],
                   DATA_TYPE u1[n], DATA_TYPE v1[n], DATA_TYPE u2[n], DATA_TYPE v2[n],
                   DATA_TYPE w[n], DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE z[n])
{
  int i, j;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)u1 || (const char *)u1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u1) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)v1 || (const char *)v1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v1) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)u2 || (const char *)u2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u2) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)v2 || (const char *)v2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v2) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)z || (const char *)z + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*z) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)A) && ((const char *)u1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u1) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)u1) && ((const char *)u1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u1) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)u1) && ((const char *)v1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v1) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)v1) && ((const char *)v1 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v1) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)v1) && ((const char *)u2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u2) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)u2) && ((const char *)u2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*u2) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)u2) && ((const char *)v2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v2) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)v2) && ((const char *)v2 + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*v2) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)v2) && ((const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)x) && ((const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)z || (const char *)z + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*z) <= (const char *)x) && ((const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)x) && ((const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)y) && ((const char *)z + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*z) <= (const char *)w || (const char *)w + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*w) <= (const char *)z)) {
  /* s2s: SCoP 0 runs on the GPU (4 kernels) */
  s2s_scop0_kernel_gemver(n, beta, alpha, (void *)A, (void *)u1, (void *)v1, (void *)u2, (void *)v2, (void *)x, (void *)y, (void *)z, (void *)w);
} else {
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      A[i][j] = A[i][j] + u1[i] * v1[j] + u2[i] * v2[j];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      x[i] = x[i] + beta * A[j][i] * y[j];
  for (i = 0; i < n; i++)
    x[i] = x[i] + z[i];
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      w[i] = w[i] + alpha * A[i][j] * x[j];
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE alpha = 1.5;
  DATA_TYPE beta = 1.25;
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *u1 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *v1 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *u2 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *v2 = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *w = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *z = malloc(sizeof(DATA_TYPE[N]));
  if (!A || !u1 || !v1 || !u2 || !v2 || !w || !x || !y || !z) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_gemver(N, A, u1, v1, u2, v2, w, x, y, z);
  kernel_gemver(N, alpha, beta, A, u1, v1, u2, v2, w, x, y, z);
  print_array("A", &A[0][0], (long)N * N);
  print_array("x", x, N);
  print_array("w", w, N);
  free(A);
  free(u1);
  free(v1);
  free(u2);
  free(v2);
  free(w);
  free(x);
  free(y);
  free(z);
  return 0;
}
