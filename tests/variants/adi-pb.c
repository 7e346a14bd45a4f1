/* adi-pb: ADI in the benchmark-suite shape: the coefficients computed by scalar assignments inside the
   SCoP, a column sweep then a row sweep per time step, t = 1 .. <= tsteps, backward loops j--
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define N 16
#  define TSTEPS 4
#else
#  define N 2000
#  define TSTEPS 500
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

void kernel_adi(int tsteps, int n, DATA_TYPE u[N][N], DATA_TYPE v[N][N], DATA_TYPE p[N][N], DATA_TYPE q[N][N])
{
  int t, i, j;
  DATA_TYPE DX, DY, DT, B1, B2, mul1, mul2, a, b, c, d, e, f;
#pragma scop
  DX = CST(1.0) / (DATA_TYPE)B_N;
  DY = CST(1.0) / (DATA_TYPE)B_N;
  DT = CST(1.0) / (DATA_TYPE)tsteps;
  B1 = CST(2.0);
  B2 = CST(1.0);
  mul1 = B1 * DT / (DX * DX);
  mul2 = B2 * DT / (DY * DY);
  a = -mul1 / CST(2.0);
  b = CST(1.0) + mul1;
  c = a;
  d = -mul2 / CST(2.0);
  e = CST(1.0) + mul2;
  f = d;
  for (t = 1; t <= tsteps; t++) {
    for (i = 1; i < B_N - 1; i++) {
      v[0][i] = CST(1.0);
      p[i][0] = CST(0.0);
      q[i][0] = v[0][i];
      for (j = 1; j < B_N - 1; j++) {
        p[i][j] = -c / (a * p[i][j - 1] + b);
        q[i][j] = (-d * u[j][i - 1] + (CST(1.0) + CST(2.0) * d) * u[j][i] - f * u[j][i + 1] - a * q[i][j - 1]) / (a * p[i][j - 1] + b);
      }
      v[B_N - 1][i] = CST(1.0);
      for (j = B_N - 2; j >= 1; j--)
        v[j][i] = p[i][j] * v[j + 1][i] + q[i][j];
    }
    for (i = 1; i < B_N - 1; i++) {
      u[i][0] = CST(1.0);
      p[i][0] = CST(0.0);
      q[i][0] = u[i][0];
      for (j = 1; j < B_N - 1; j++) {
        p[i][j] = -f / (d * p[i][j - 1] + e);
        q[i][j] = (-a * v[i - 1][j] + (CST(1.0) + CST(2.0) * a) * v[i][j] - c * v[i + 1][j] - d * q[i][j - 1]) / (d * p[i][j - 1] + e);
      }
      u[i][B_N - 1] = CST(1.0);
      for (j = B_N - 2; j >= 1; j--)
        u[i][j] = p[i][j] * u[i][j + 1] + q[i][j];
    }
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*u)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*v)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*p)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  DATA_TYPE (*q)[N][N] = malloc(sizeof(DATA_TYPE) * (long)(N) * (long)(N));
  fill((DATA_TYPE *)u, (long)(N) * (long)(N), 3);
  fill((DATA_TYPE *)v, (long)(N) * (long)(N), 4);
  fill((DATA_TYPE *)p, (long)(N) * (long)(N), 5);
  fill((DATA_TYPE *)q, (long)(N) * (long)(N), 6);
  kernel_adi(TSTEPS, N, *u, *v, *p, *q);
  dump("u", (DATA_TYPE *)u, (long)N * N);
  free(u);
  free(v);
  free(p);
  free(q);
  return 0;
}
