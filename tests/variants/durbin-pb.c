/* durbin-pb: Levinson-Durbin in the benchmark-suite shape: the work vector z a local array of the kernel
   function, alpha, beta and sum scalars declared at the top
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 20
#else
#  define N 4000
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

#define B_NI ni
#define B_NJ nj
#define B_NK nk
#define B_NL nl
#define B_NM nm
#define B_N n
#define B_M m
#define CST(x) x

static void fill(DATA_TYPE *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (DATA_TYPE)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const DATA_TYPE *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", (double)v[p]);
  for (long p = 0; p < n; p++)
    s += (double)v[p];
  printf("sum %s %.10e\n", name, s);
}

void kernel_durbin(int n, DATA_TYPE r[N], DATA_TYPE y[N])
{
  DATA_TYPE z[N];
  DATA_TYPE alpha;
  DATA_TYPE beta;
  DATA_TYPE sum;
  int i, k;
#pragma scop
  y[0] = -r[0];
  beta = CST(1.0);
  alpha = -r[0];
  for (k = 1; k < B_N; k++) {
    beta = (1 - alpha * alpha) * beta;
    sum = CST(0.0);
    for (i = 0; i < k; i++)
      sum += r[k - i - 1] * y[i];
    alpha = -(r[k] + sum) / beta;
    for (i = 0; i < k; i++)
      z[i] = y[i] + alpha * y[k - i - 1];
    for (i = 0; i < k; i++)
      y[i] = z[i];
    y[k] = alpha;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*r)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)r, (long)(N), 3);
  fill((DATA_TYPE *)y, (long)(N), 4);
  for (int i = 0; i < N; i++) (*r)[i] = (i % 2 ? -0.6 : 0.6) / ((double)(i + 2) * (i + 2));
  kernel_durbin(N, *r, *y);
  dump("y", (DATA_TYPE *)y, N);
  free(r);
  free(y);
  return 0;
}
