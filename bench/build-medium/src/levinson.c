/* levinson: Levinson-Durbin recursion for the Yule-Walker equations of an
   autocorrelation sequence rho[0..N], keeping the predictor of every order
   as a row of a table (a[k][0..k] is the predictor of order k+1) instead of
   overwriting one vector, with the reflection coefficients, the prediction
   errors and the partial sums stored in arrays rather than scalars. */
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

/* rho[k] = 1 / (k + 1) is decreasing and convex, hence a valid (positive
   definite) autocorrelation; its spectrum is bounded away from zero, so the
   prediction errors stay O(1), and it decays slowly, so the reflection
   coefficients do too (about 1/k) instead of vanishing */
static void init_levinson(int n, DATA_TYPE rho[n + 1], DATA_TYPE a[n][n], DATA_TYPE refl[n],
                          DATA_TYPE err[n + 1], DATA_TYPE acc[n])
{
  for (int k = 0; k <= n; k++) {
    rho[k] = (DATA_TYPE)1 / (k + 1);
    err[k] = -1;
  }
  for (int k = 0; k < n; k++) {
    refl[k] = -1;
    acc[k] = -1;
    for (int i = 0; i < n; i++)
      a[k][i] = 0;
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

void kernel_levinson(int n, DATA_TYPE rho[n + 1], DATA_TYPE a[n][n], DATA_TYPE refl[n],
                     DATA_TYPE err[n + 1], DATA_TYPE acc[n])
{
  int i, k;
S2S_REGION_BEGIN();
#pragma scop
  err[0] = rho[0];
  for (k = 0; k < n; k++) {
    acc[k] = rho[k + 1];
    for (i = 0; i < k; i++)
      acc[k] += a[k - 1][i] * rho[k - i];
    refl[k] = -acc[k] / err[k];
    for (i = 0; i < k; i++)
      a[k][i] = a[k - 1][i] + refl[k] * a[k - 1][k - 1 - i];
    a[k][k] = refl[k];
    err[k + 1] = (1 - refl[k] * refl[k]) * err[k];
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE *rho = malloc(sizeof(DATA_TYPE[N + 1]));
  DATA_TYPE (*a)[N] = malloc(sizeof(DATA_TYPE[N][N]));
  DATA_TYPE *refl = malloc(sizeof(DATA_TYPE[N]));
  DATA_TYPE *err = malloc(sizeof(DATA_TYPE[N + 1]));
  DATA_TYPE *acc = malloc(sizeof(DATA_TYPE[N]));
  if (!rho || !a || !refl || !err || !acc) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_levinson(N, rho, a, refl, err, acc);
  kernel_levinson(N, rho, a, refl, err, acc);
  print_array("a", &a[0][0], (long)N * N);
  print_array("refl", refl, N);
  print_array("err", err, N + 1);
  free(rho);
  free(a);
  free(refl);
  free(err);
  free(acc);
  return 0;
}
