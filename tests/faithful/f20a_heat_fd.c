/* Explicit 2-D heat equation, finite differences on a (ny+2) x (nx+2) grid with ghost cells held in
   double (*)[NX2] blocks from malloc: Neumann boundaries set by separate loops (left/right columns,
   then top/bottom rows including corners), the interior update into a second array, a max-norm
   of the change computed in the same SCoP with fmax, then the pointers swapped outside.  A source
   term added only where (i + j) % 4 == 0.  The time loop and its stopping test are outside. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define NX2 40

static double sweep(int ny, int nx, double (*u)[NX2], double (*v)[NX2], double r, double q) {
  double dmax = 0.0;
#pragma scop
  for (int i = 1; i <= ny; i++) {
    u[i][0] = u[i][1];
    u[i][nx + 1] = u[i][nx];
  }
  for (int j = 0; j <= nx + 1; j++) {
    u[0][j] = u[1][j];
    u[ny + 1][j] = u[ny][j];
  }
  for (int i = 1; i <= ny; i++)
    for (int j = 1; j <= nx; j++) {
      v[i][j] = u[i][j] + r * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
      if ((i + j) % 4 == 0)
        v[i][j] += q;
    }
  for (int i = 1; i <= ny; i++)
    for (int j = 1; j <= nx; j++)
      dmax = fmax(dmax, fabs(v[i][j] - u[i][j]));
#pragma endscop
  return dmax;
}

int main(int argc, char **argv) {
  int ny = argc > 1 ? atoi(argv[1]) : 29;
  int nx = NX2 - 2 - (argc > 2 ? atoi(argv[2]) : 3);
  double (*u)[NX2] = malloc(sizeof(double[NX2]) * (ny + 2));
  double (*v)[NX2] = malloc(sizeof(double[NX2]) * (ny + 2));
  for (int i = 0; i < ny + 2; i++)
    for (int j = 0; j < NX2; j++) {
      u[i][j] = (i > ny / 3 && i < ny / 2 && j > 5 && j < 12) ? 100.0 : 1.0 + 0.01 * j;
      v[i][j] = 0.0;
    }
  int step = 0;
  double d = 1.0;
  while (step < 200 && d > 0.05) {
    d = sweep(ny, nx, u, v, 0.22, 0.001);
    double (*t)[NX2] = u;
    u = v;
    v = t;
    step++;
  }
  double s = 0.0;
  for (int i = 1; i <= ny; i++)
    for (int j = 1; j <= nx; j++)
      s += u[i][j] * (1 + (i * 7 + j) % 5);
  printf("steps %d last %.12g sum %.12g u %.12g %.12g\n", step, d, s, u[ny / 2][nx / 2], u[1][nx]);
  free(u);
  free(v);
  return 0;
}
