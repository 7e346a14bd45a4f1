/* 2-D FDTD with the three fields and the source as pointer members of a struct passed by pointer, the
   time loop inside the SCoP, field sizes read from the struct into locals first. */
#include <stdio.h>
#include <stdlib.h>

struct grid {
  int nx, ny, tmax;
  double (*ex)[30], (*ey)[30], (*hz)[30];
  double *fict;
};

static void fdtd(struct grid *g) {
  int nx = g->nx, ny = g->ny, tmax = g->tmax;
#pragma scop
  for (int t = 0; t < tmax; t++) {
    for (int j = 0; j < ny; j++)
      g->ey[0][j] = g->fict[t];
    for (int i = 1; i < nx; i++)
      for (int j = 0; j < ny; j++)
        g->ey[i][j] = g->ey[i][j] - 0.5 * (g->hz[i][j] - g->hz[i - 1][j]);
    for (int i = 0; i < nx; i++)
      for (int j = 1; j < ny; j++)
        g->ex[i][j] = g->ex[i][j] - 0.5 * (g->hz[i][j] - g->hz[i][j - 1]);
    for (int i = 0; i < nx - 1; i++)
      for (int j = 0; j < ny - 1; j++)
        g->hz[i][j] = g->hz[i][j] - 0.7 * (g->ex[i][j + 1] - g->ex[i][j] + g->ey[i + 1][j] - g->ey[i][j]);
  }
#pragma endscop
}

int main(void) {
  struct grid g;
  g.nx = 26;
  g.ny = 30;
  g.tmax = 15;
  g.ex = malloc(sizeof(double[30]) * g.nx);
  g.ey = malloc(sizeof(double[30]) * g.nx);
  g.hz = malloc(sizeof(double[30]) * g.nx);
  g.fict = malloc(sizeof(double) * g.tmax);
  for (int t = 0; t < g.tmax; t++)
    g.fict[t] = (double)t;
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++) {
      g.ex[i][j] = ((double)i * (j + 1)) / g.nx;
      g.ey[i][j] = ((double)i * (j + 2)) / g.ny;
      g.hz[i][j] = ((double)i * (j + 3)) / g.nx;
    }
  fdtd(&g);
  double s = 0;
  for (int i = 0; i < g.nx; i++)
    for (int j = 0; j < g.ny; j++)
      s += g.ex[i][j] + 2 * g.ey[i][j] - g.hz[i][j];
  printf("%.10e %.8f\n", s, g.hz[3][4]);
  free(g.ex); free(g.ey); free(g.hz); free(g.fict);
  return 0;
}
