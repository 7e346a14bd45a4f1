/* fdtd-2d-pb: FDTD 2-D in the benchmark-suite shape: the source row from a parameter array fict[t], the
   last loops bounded by nx - 1 and ny - 1, constants through a macro
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#if defined(MINI_DATASET)
#  define TMAX 5
#  define NX 16
#  define NY 18
#else
#  define TMAX 500
#  define NX 2000
#  define NY 2600
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

void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[NX][NY], DATA_TYPE ey[NX][NY], DATA_TYPE hz[NX][NY],
                    DATA_TYPE fict[TMAX])
{
  int t, i, j;
#pragma scop
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = fict[t];
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - CST(0.5) * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - CST(0.5) * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - CST(0.7) * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}

int main(void)
{
  DATA_TYPE (*ex)[NX][NY] = malloc(sizeof(DATA_TYPE) * (long)(NX) * (long)(NY));
  DATA_TYPE (*ey)[NX][NY] = malloc(sizeof(DATA_TYPE) * (long)(NX) * (long)(NY));
  DATA_TYPE (*hz)[NX][NY] = malloc(sizeof(DATA_TYPE) * (long)(NX) * (long)(NY));
  DATA_TYPE (*fict)[TMAX] = malloc(sizeof(DATA_TYPE) * (long)(TMAX));
  fill((DATA_TYPE *)ex, (long)(NX) * (long)(NY), 3);
  fill((DATA_TYPE *)ey, (long)(NX) * (long)(NY), 4);
  fill((DATA_TYPE *)hz, (long)(NX) * (long)(NY), 5);
  fill((DATA_TYPE *)fict, (long)(TMAX), 6);
  kernel_fdtd_2d(TMAX, NX, NY, *ex, *ey, *hz, *fict);
  dump("ex", (DATA_TYPE *)ex, (long)NX * NY);
  dump("ey", (DATA_TYPE *)ey, (long)NX * NY);
  dump("hz", (DATA_TYPE *)hz, (long)NX * NY);
  free(ex);
  free(ey);
  free(hz);
  free(fict);
  return 0;
}
