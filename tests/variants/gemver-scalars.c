/* gemver-scalars: gemver with the two matrix-vector products accumulated in local scalars and the rank-2
   update written +=, C99 loops
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

void kernel_gemver(int n, DATA_TYPE alpha, DATA_TYPE beta, DATA_TYPE A[n][n],
                   DATA_TYPE u1[n], DATA_TYPE v1[n], DATA_TYPE u2[n], DATA_TYPE v2[n],
                   DATA_TYPE w[n], DATA_TYPE x[n], DATA_TYPE y[n], DATA_TYPE z[n])
{
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i][j] += u1[i] * v1[j] + u2[i] * v2[j];
  for (int i = 0; i < n; i++) {
    DATA_TYPE t = 0;
    for (int j = 0; j < n; j++)
      t += A[j][i] * y[j];
    x[i] += beta * t + z[i];
  }
  for (int i = 0; i < n; i++) {
    DATA_TYPE t = 0;
    for (int j = 0; j < n; j++)
      t += A[i][j] * x[j];
    w[i] += alpha * t;
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*A)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*u1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*v1)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*u2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*v2)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*w)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*x)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*y)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  DATA_TYPE (*z)[N] = malloc(sizeof(DATA_TYPE) * (long)(N));
  fill((DATA_TYPE *)A, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)u1, (long)(N), 4);
  fill((DATA_TYPE *)v1, (long)(N), 5);
  fill((DATA_TYPE *)u2, (long)(N), 6);
  fill((DATA_TYPE *)v2, (long)(N), 7);
  fill((DATA_TYPE *)w, (long)(N), 8);
  fill((DATA_TYPE *)x, (long)(N), 9);
  fill((DATA_TYPE *)y, (long)(N), 10);
  fill((DATA_TYPE *)z, (long)(N), 11);
  kernel_gemver(N, 1.5, 1.2, *A, *u1, *v1, *u2, *v2, *w, *x, *y, *z);
  dump("A", (DATA_TYPE *)A, (long)N * N);
  dump("w", (DATA_TYPE *)w, N);
  dump("x", (DATA_TYPE *)x, N);
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
