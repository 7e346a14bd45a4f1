/* translated by s2s: host part in C (variable-length array parameter 'r'); kernels in the .cu file */
/* durbin: Levinson-Durbin recursion, solves the Yule-Walker system T y = -r
   where T is the symmetric Toeplitz matrix with unit diagonal built from r. */
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

/* |r| sums to well under 1/2, so T is diagonally dominant and the recursion
   never divides by anything close to zero */
static void init_durbin(int n, DATA_TYPE r[n], DATA_TYPE y[n], DATA_TYPE z[n])
{
  for (int i = 0; i < n; i++) {
    double mag = 0.6 / ((double)(i + 2) * (double)(i + 2));
    r[i] = (DATA_TYPE)((i % 2) ? -mag : mag);
    y[i] = 0;
    z[i] = 0;
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

void kernel_durbin(int n, DATA_TYPE r[n], DATA_TYPE y[n], DATA_TYPE z[n])
{
  int k, i;
  DATA_TYPE alpha, beta, acc;
S2S_REGION_BEGIN();
#pragma scop
  y[0] = -r[0];
  beta = 1;
  alpha = -r[0];
  for (k = 1; k < n; k++) {
    beta = (1 - alpha * alpha) * beta;
    acc = 0;
    for (i = 0; i < k; i++)
      acc += r[k - i - 1] * y[i];
    alpha = -(r[k] + acc) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE *r = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *y = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *z = malloc(sizeof(DATA_TYPE[N]));
  if (!r || !y || !z) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_durbin(N, r, y, z);
  kernel_durbin(N, r, y, z);
  print_array("y", y, N);
  print_array("z", z, N);
  free(r);
  free(y);
  free(z);
  return 0;
}
