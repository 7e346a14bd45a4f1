/* A 1-D multigrid V-cycle whose levels live in one flat work array at offsets computed at run time
   (off[l] = sum of the earlier levels' sizes, passed as int parameters): weighted Jacobi smoothing
   through a temporary, the residual, full-weighting restriction (fine index 2i-1, 2i, 2i+1) into the
   coarse level's right-hand side, linear prolongation added back (even and odd fine points), and the
   residual norm in the SCoP.  The dependences between levels go through the parameters' offsets. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void smooth(int nf, int of, double *u, const double *f, double *tmp, double h2) {
#pragma scop
  for (int s = 0; s < 2; s++) {
    for (int i = 1; i < nf - 1; i++)
      tmp[i] = u[of + i] + (2.0 / 3.0) * 0.5 * (u[of + i - 1] + u[of + i + 1] + h2 * f[of + i] - 2.0 * u[of + i]);
    for (int i = 1; i < nf - 1; i++)
      u[of + i] = tmp[i];
  }
#pragma endscop
}

static void restrict_res(int nf, int of, int oc, const double *u, double *f, double *r, double h2) {
#pragma scop
  for (int i = 1; i < nf - 1; i++)
    r[i] = f[of + i] - (2.0 * u[of + i] - u[of + i - 1] - u[of + i + 1]) / h2;
  r[0] = 0.0;
  r[nf - 1] = 0.0;
  for (int i = 1; i < (nf - 1) / 2; i++)
    f[oc + i] = 0.25 * (r[2 * i - 1] + 2.0 * r[2 * i] + r[2 * i + 1]);
  f[oc] = 0.0;
  f[oc + (nf - 1) / 2] = 0.0;
#pragma endscop
}

static void prolong(int nc, int of, int oc, double *u) {
#pragma scop
  for (int i = 0; i < nc - 1; i++) {
    u[of + 2 * i] += u[oc + i];
    u[of + 2 * i + 1] += 0.5 * (u[oc + i] + u[oc + i + 1]);
  }
  u[of + 2 * (nc - 1)] += u[oc + nc - 1];
#pragma endscop
}

static double resnorm(int n, int o, const double *u, const double *f, double h2) {
  double r2 = 0.0;
#pragma scop
  for (int i = 1; i < n - 1; i++)
    r2 += (f[o + i] - (2.0 * u[o + i] - u[o + i - 1] - u[o + i + 1]) / h2) *
          (f[o + i] - (2.0 * u[o + i] - u[o + i - 1] - u[o + i + 1]) / h2);
#pragma endscop
  return sqrt(r2);
}

int main(int argc, char **argv) {
  int levels = argc > 1 ? atoi(argv[1]) : 5, n0 = (1 << (levels + 2)) + 1;
  int nl[8], off[8], total = 0;
  for (int l = 0; l < levels; l++) {
    nl[l] = ((n0 - 1) >> l) + 1;
    off[l] = total;
    total += nl[l];
  }
  double *u = calloc(total, sizeof(double)), *f = calloc(total, sizeof(double));
  double *tmp = calloc(n0, sizeof(double)), *r = calloc(n0, sizeof(double));
  for (int i = 0; i < n0; i++)
    f[i] = sin(M_PI * i / (n0 - 1)) + 0.3 * sin(7 * M_PI * i / (n0 - 1));
  for (int cyc = 0; cyc < 6; cyc++) {
    for (int l = 0; l < levels - 1; l++) {
      double h = 1.0 / (nl[l] - 1);
      if (l > 0)
        for (int i = 0; i < nl[l]; i++) u[off[l] + i] = 0.0;
      smooth(nl[l], off[l], u, f, tmp, h * h);
      restrict_res(nl[l], off[l], off[l + 1], u, f, r, h * h);
    }
    int lc = levels - 1;
    for (int i = 0; i < nl[lc]; i++) u[off[lc] + i] = 0.0;
    double hc = 1.0 / (nl[lc] - 1);
    for (int k = 0; k < 20; k++) smooth(nl[lc], off[lc], u, f, tmp, hc * hc);
    for (int l = levels - 2; l >= 0; l--) {
      double h = 1.0 / (nl[l] - 1);
      prolong(nl[l + 1], off[l], off[l + 1], u);
      smooth(nl[l], off[l], u, f, tmp, h * h);
    }
    double h0 = 1.0 / (n0 - 1);
    printf("cycle %d res %.10g u %.12g\n", cyc, resnorm(n0, 0, u, f, h0 * h0), u[n0 / 2]);
  }
  free(u); free(f); free(tmp); free(r);
  return 0;
}
