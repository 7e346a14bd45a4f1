/* A 1-D electrostatic particle-in-cell step: particles in a structure of arrays (double *x, *v and
   an int cell index), the field gathered by linear interpolation (cell index read from the array: a
   gather, data-dependent), the push (x += v dt with periodic wrap through a conditional), the cell
   index recomputed with floor, the charge deposited on the grid (a scatter through the cell index:
   sequential), the field from the charge by a running sum (a scan: sequential) and its mean removed. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct parts {
  int np;
  double *x, *v, *e;
  int *cell;
};

static void push(int np, double *restrict x, double *restrict v, const double *restrict e, double dt,
                 double len, double qm) {
#pragma scop
  for (int p = 0; p < np; p++) {
    v[p] += qm * e[p] * dt;
    x[p] += v[p] * dt;
    x[p] = x[p] >= len ? x[p] - len : (x[p] < 0.0 ? x[p] + len : x[p]);
  }
#pragma endscop
}

static void locate(int np, const double *x, int *cell, double dx) {
#pragma scop
  for (int p = 0; p < np; p++)
    cell[p] = (int)floor(x[p] / dx);
#pragma endscop
}

static void gather(int np, int ng, const double *x, const int *cell, const double *eg, double *e, double dx) {
#pragma scop
  for (int p = 0; p < np; p++) {
    double w = x[p] / dx - cell[p];
    e[p] = (1.0 - w) * eg[cell[p]] + w * eg[(cell[p] + 1) % ng];
  }
#pragma endscop
}

static void deposit(int np, int ng, const double *x, const int *cell, double *rho, double dx, double q) {
#pragma scop
  for (int g = 0; g < ng; g++)
    rho[g] = 0.0;
  for (int p = 0; p < np; p++) {
    double w = x[p] / dx - cell[p];
    rho[cell[p]] += q * (1.0 - w);
    rho[(cell[p] + 1) % ng] += q * w;
  }
#pragma endscop
}

static void field(int ng, const double *rho, double *eg, double dx) {
  double mean = 0.0;
#pragma scop
  eg[0] = 0.0;
  for (int g = 1; g < ng; g++)
    eg[g] = eg[g - 1] + dx * (rho[g - 1] - 1.0);
  for (int g = 0; g < ng; g++)
    mean += eg[g];
  mean /= ng;
  for (int g = 0; g < ng; g++)
    eg[g] -= mean;
#pragma endscop
}

int main(int argc, char **argv) {
  struct parts P;
  int ng = 32;
  P.np = argc > 1 ? atoi(argv[1]) : 500;
  P.x = malloc(sizeof(double) * P.np); P.v = malloc(sizeof(double) * P.np);
  P.e = calloc(P.np, sizeof(double)); P.cell = malloc(sizeof(int) * P.np);
  double len = 2.0 * M_PI, dx = len / ng, q = len / P.np;
  double *rho = malloc(sizeof(double) * ng), *eg = malloc(sizeof(double) * ng);
  for (int p = 0; p < P.np; p++) {
    P.x[p] = len * (p + 0.5) / P.np + 0.01 * sin(2.0 * M_PI * p / P.np);
    P.v[p] = (p % 2 ? 1.0 : -1.0) + 0.001 * (p % 7);
  }
  for (int s = 0; s < 25; s++) {
    locate(P.np, P.x, P.cell, dx);
    deposit(P.np, ng, P.x, P.cell, rho, dx, q);
    field(ng, rho, eg, dx);
    gather(P.np, ng, P.x, P.cell, eg, P.e, dx);
    push(P.np, P.x, P.v, P.e, 0.05, len, -1.0);
  }
  double ek = 0, sx = 0;
  for (int p = 0; p < P.np; p++) { ek += P.v[p] * P.v[p]; sx += P.x[p] * (p % 5 + 1); }
  printf("ek %.12g sx %.12g e %.12g %.12g rho %.12g\n", ek, sx, eg[3], eg[ng - 1], rho[5]);
  free(P.x); free(P.v); free(P.e); free(P.cell); free(rho); free(eg);
  return 0;
}
