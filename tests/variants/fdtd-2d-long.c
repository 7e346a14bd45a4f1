/* fdtd-2d-long: FDTD 2-D with long iterators and sizes, C99 VLA parameters, the source row from an array
   indexed by the time step, updates written x = x - ...
   (a variant in another common style, tests/test_variants.py) */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#if defined(MINI_DATASET)
#  define NX 20
#  define NY 30
#  define TMAX 10
#else
#  define NX 2000
#  define NY 2600
#  define TMAX 500
#endif

static void fill(double *v, long n, int seed)
{
  for (long p = 0; p < n; p++)
    v[p] = (double)((p * seed + 7) % 23) / 23;
}

static void dump(const char *name, const double *v, long n)
{
  long step = n <= 400 ? 1 : (n + 299) / 300;
  double s = 0.0;
  printf("%s:\n", name);
  for (long p = 0; p < n; p += step)
    printf("%.6e\n", v[p]);
  for (long p = 0; p < n; p++)
    s += v[p];
  printf("sum %s %.10e\n", name, s);
}

void fdtd(long tmax, long nx, long ny, double ex[nx][ny], double ey[nx][ny], double hz[nx][ny],
          double src[tmax])
{
#pragma scop
  for (long t = 0; t < tmax; t++) {
    for (long j = 0; j < ny; j++)
      ey[0][j] = src[t];
    for (long i = 1; i < nx; i++)
      for (long j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - 0.5 * (hz[i][j] - hz[i - 1][j]);
    for (long i = 0; i < nx; i++)
      for (long j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - 0.5 * (hz[i][j] - hz[i][j - 1]);
    for (long i = 0; i < nx - 1; i++)
      for (long j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - 0.7 * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
}

int main(void)
{
  double (*ex)[NY] = malloc(sizeof(double) * NX * NY);
  double (*ey)[NY] = malloc(sizeof(double) * NX * NY);
  double (*hz)[NY] = malloc(sizeof(double) * NX * NY);
  double *src = malloc(sizeof(double) * TMAX);
  fill(&ex[0][0], (long)NX * NY, 3);
  fill(&ey[0][0], (long)NX * NY, 4);
  fill(&hz[0][0], (long)NX * NY, 5);
  for (long t = 0; t < TMAX; t++) src[t] = (double)t;
  fdtd(TMAX, NX, NY, ex, ey, hz, src);
  dump("ex", &ex[0][0], (long)NX * NY);
  dump("ey", &ey[0][0], (long)NX * NY);
  dump("hz", &hz[0][0], (long)NX * NY);
  free(ex); free(ey); free(hz); free(src);
  return 0;
}
