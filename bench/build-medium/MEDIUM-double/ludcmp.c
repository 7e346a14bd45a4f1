/* translated by s2s: host part in C (variable-length array parameter 'A'); kernels in the .cu file */
extern void s2s_scop0_kernel_ludcmp(int n, void *s2s_h0_A, void *s2s_h1_y, void *s2s_h2_b, void *s2s_h3_x);
/* ludcmp: solve A x = b by an in-place LU factorisation (left-looking,
   column by column, no pivoting), then a forward and a backward substitution. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define N 16
#elif defined(MEDIUM_DATASET)
#  define N 600
#elif defined(LARGE_DATASET)
#  define N 2000
#elif defined(EXTRALARGE_DATASET)
#  define N 4000
#else /* SMALL, the default */
#  define N 150
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_ludcmp(int n, DATA_TYPE A[n][n], DATA_TYPE b[n], DATA_TYPE x[n], DATA_TYPE y[n])
{
  for (int i = 0; i < n; i++) {
    b[i] = 1 + (DATA_TYPE)((i * 7 + 3) % 10) / 10;
    x[i] = 0;
    y[i] = 0;
    for (int j = 0; j < n; j++)
      A[i][j] = (i == j) ? (DATA_TYPE)3
                         : (DATA_TYPE)((i * 5 + j * 2 + 1) % 13) / (13 * n);
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

void kernel_ludcmp(int n, DATA_TYPE A[n][n], DATA_TYPE b[n], DATA_TYPE x[n], DATA_TYPE y[n])
{
  int i, j, k;
S2S_REGION_BEGIN();
/* s2s: the generated code assumes that these arrays do not overlap; it runs only when they do not */
if (((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)y || (const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)b || (const char *)b + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*b) <= (const char *)A) && ((const char *)A + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*A) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)A) && ((const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)b || (const char *)b + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*b) <= (const char *)y) && ((const char *)y + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*y) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)y) && ((const char *)b + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*b) <= (const char *)x || (const char *)x + ((n == 0 ? 0 : n - 1) + 1) * (long)sizeof(*x) <= (const char *)b)) {
  /* s2s: SCoP 0 runs on the GPU (5 kernels) */
  s2s_scop0_kernel_ludcmp(n, (void *)A, (void *)y, (void *)b, (void *)x);
} else {
  for (j = 0; j < n; j++) {
    /* column j of U: rows 0..j */
    for (i = 0; i <= j; i++)
      for (k = 0; k < i; k++)
        A[i][j] -= A[i][k] * A[k][j];
    /* column j of L: rows j+1..n-1 */
    for (i = j + 1; i < n; i++) {
      for (k = 0; k < j; k++)
        A[i][j] -= A[i][k] * A[k][j];
      A[i][j] = A[i][j] / A[j][j];
    }
  }
  /* L y = b */
  for (i = 0; i < n; i++) {
    y[i] = b[i];
    for (j = 0; j < i; j++)
      y[i] -= A[i][j] * y[j];
  }
  /* U x = y */
  for (i = n - 1; i >= 0; i--) {
    x[i] = y[i];
    for (j = i + 1; j < n; j++)
      x[i] -= A[i][j] * x[j];
    x[i] = x[i] / A[i][i];
  }
}
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*A)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *b = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *x = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  if (!A || !b || !x || !y) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_ludcmp(N, A, b, x, y);
  kernel_ludcmp(N, A, b, x, y);
  print_array("A", &A[0][0], (long)N * N);
  print_array("x", x, N);
  print_array("y", y, N);
  free(A);
  free(b);
  free(x);
  free(y);
  return 0;
}
