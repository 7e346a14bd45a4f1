/* FDTD 2-D with long iterators, every bound written with `<=` and `- 1`, the source row a separate
   array indexed by the time step, the coefficients 0.5 and 0.7 in named constants. */
#include <stdio.h>

#define NX 40
#define NY 44
#define TMAX 12

static double ex[NX][NY], ey[NX][NY], hz[NX][NY], fict[TMAX];

int main(void) {
  long nx = NX, ny = NY, tmax = TMAX;
  const double ce = 0.5, ch = 0.7;
  for (long t = 0; t < tmax; t++)
    fict[t] = (double)t;
  for (long i = 0; i < nx; i++)
    for (long j = 0; j < ny; j++) {
      ex[i][j] = ((double)i * (j + 1)) / nx;
      ey[i][j] = ((double)i * (j + 2)) / ny;
      hz[i][j] = ((double)i * (j + 3)) / nx;
    }
#pragma scop
  for (long t = 0; t <= tmax - 1; t++) {
    for (long j = 0; j <= ny - 1; j++)
      ey[0][j] = fict[t];
    for (long i = 1; i <= nx - 1; i++)
      for (long j = 0; j <= ny - 1; j++)
        ey[i][j] = ey[i][j] - ce * (hz[i][j] - hz[i - 1][j]);
    for (long i = 0; i <= nx - 1; i++)
      for (long j = 1; j <= ny - 1; j++)
        ex[i][j] = ex[i][j] - ce * (hz[i][j] - hz[i][j - 1]);
    for (long i = 0; i <= nx - 2; i++)
      for (long j = 0; j <= ny - 2; j++)
        hz[i][j] = hz[i][j] - ch * (ex[i][j + 1] - ex[i][j] + ey[i + 1][j] - ey[i][j]);
  }
#pragma endscop
  double s = 0;
  for (long i = 0; i < nx; i++)
    for (long j = 0; j < ny; j++)
      s += ex[i][j] + 2 * ey[i][j] + 3 * hz[i][j];
  printf("%.10e %.10f %.10f\n", s, hz[nx / 2][ny / 2], ey[nx - 1][0]);
  return 0;
}
