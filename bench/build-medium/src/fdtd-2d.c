/* fdtd-2d: 2-D finite-difference time-domain (Yee) update of the electric
   fields ex, ey and the magnetic field hz; row 0 of ey is driven by _fict_. */
#include <stdio.h>
#include <stdlib.h>

#if defined(MINI_DATASET)
#  define NX 16
#  define NY 18
#  define TMAX 5
#elif defined(MEDIUM_DATASET)
#  define NX 1000
#  define NY 1200
#  define TMAX 100
#elif defined(LARGE_DATASET)
#  define NX 2000
#  define NY 2600
#  define TMAX 500
#elif defined(EXTRALARGE_DATASET)
#  define NX 4000
#  define NY 4800
#  define TMAX 1000
#else /* SMALL, the default */
#  define NX 150
#  define NY 180
#  define TMAX 30
#endif

#ifndef DATA_TYPE
#define DATA_TYPE double
#endif

static void init_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny],
                         DATA_TYPE hz[nx][ny], DATA_TYPE _fict_[tmax])
{
  for (int t = 0; t < tmax; t++)
    _fict_[t] = (DATA_TYPE)(t % 8) / 8;
  for (int i = 0; i < nx; i++)
    for (int j = 0; j < ny; j++) {
      ex[i][j] = (DATA_TYPE)((i * (j + 1)) % nx) / nx;
      ey[i][j] = (DATA_TYPE)((i * (j + 2) + 1) % ny) / ny;
      hz[i][j] = (DATA_TYPE)((i * (j + 3) + 2) % nx) / nx;
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

void kernel_fdtd_2d(int tmax, int nx, int ny, DATA_TYPE ex[nx][ny], DATA_TYPE ey[nx][ny],
                    DATA_TYPE hz[nx][ny], DATA_TYPE _fict_[tmax])
{
  int t, i, j;
  DATA_TYPE ce = 0.5;
  DATA_TYPE ch = 0.7;
S2S_REGION_BEGIN();
#pragma scop
  for (t = 0; t < tmax; t++) {
    for (j = 0; j < ny; j++)
      ey[0][j] = _fict_[t];
    for (i = 1; i < nx; i++)
      for (j = 0; j < ny; j++)
        ey[i][j] = ey[i][j] - ce * (hz[i][j] - hz[i - 1][j]);
    for (i = 0; i < nx; i++)
      for (j = 1; j < ny; j++)
        ex[i][j] = ex[i][j] - ce * (hz[i][j] - hz[i][j - 1]);
    for (i = 0; i < nx - 1; i++)
      for (j = 0; j < ny - 1; j++)
        hz[i][j] = hz[i][j] - ch * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
S2S_REGION_END();
}

int main(void)
{
  DATA_TYPE (*ex)[NY] = malloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE (*ey)[NY] = malloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE (*hz)[NY] = malloc(sizeof(DATA_TYPE[NX][NY]));
  DATA_TYPE *_fict_ = malloc(sizeof(DATA_TYPE[TMAX]));
  if (!ex || !ey || !hz || !_fict_) {
    fprintf(stderr, "out of memory\n");
    return 1;
  }
  init_fdtd_2d(TMAX, NX, NY, ex, ey, hz, _fict_);
  kernel_fdtd_2d(TMAX, NX, NY, ex, ey, hz, _fict_);
  print_array("ex", &ex[0][0], (long)NX * NY);
  print_array("ey", &ey[0][0], (long)NX * NY);
  print_array("hz", &hz[0][0], (long)NX * NY);
  free(ex);
  free(ey);
  free(hz);
  free(_fict_);
  return 0;
}
