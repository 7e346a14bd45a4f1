/* 1-D finite-volume advection of two conserved variables with a minmod-limited (MUSCL) reconstruction:
   ghost cells filled by periodic copy loops, slopes with fmin/fmax/copysign (minmod written the way
   codes do), upwind interface fluxes chosen by the sign of the velocity (a run-time parameter),
   the conservative update, and the total mass and the extrema computed in the SCoP; the time loop
   inside the SCoP with a copy back of the new state.  Cells from argv, two ghosts per side. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define NG 2

static double minmod(double a, double b);

static void advect(int n, int steps, double a, double nu, double *restrict q, double *restrict qn,
                   double *restrict s, double *restrict f, double *out) {
  double mass = 0.0, qmax = -1e300, qmin = 1e300;
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int g = 0; g < NG; g++) {
      q[g] = q[n + g];
      q[n + NG + g] = q[NG + g];
    }
    for (int i = 1; i < n + 2 * NG - 1; i++) {
      double dl = q[i] - q[i - 1], dr = q[i + 1] - q[i];
      s[i] = dl * dr <= 0.0 ? 0.0 : copysign(fmin(fabs(dl), fabs(dr)), dl);
    }
    for (int i = NG; i <= n + NG; i++)
      f[i] = a > 0 ? a * (q[i - 1] + 0.5 * (1.0 - nu) * s[i - 1]) : a * (q[i] - 0.5 * (1.0 + nu) * s[i]);
    for (int i = NG; i < n + NG; i++)
      qn[i] = q[i] - nu / a * (f[i + 1] - f[i]);
    for (int i = NG; i < n + NG; i++)
      q[i] = qn[i];
  }
  for (int i = NG; i < n + NG; i++) {
    mass += q[i];
    qmax = fmax(qmax, q[i]);
    qmin = fmin(qmin, q[i]);
  }
#pragma endscop
  out[0] = mass;
  out[1] = qmax;
  out[2] = qmin;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 80;
  double *q = malloc(sizeof(double) * (n + 2 * NG)), *qn = calloc(n + 2 * NG, sizeof(double));
  double *s = calloc(n + 2 * NG, sizeof(double)), *f = calloc(n + 2 * NG + 1, sizeof(double));
  double out[3];
  for (int pass = 0; pass < 2; pass++) {
    double a = pass ? -0.7 : 1.3;
    for (int i = 0; i < n + 2 * NG; i++) {
      int k = i - NG;
      q[i] = (k > n / 4 && k < n / 2) ? 1.0 : (k >= n / 2 && k < 3 * n / 4 ? 0.5 * sin(0.3 * k) : 0.0);
    }
    advect(n, 60, a, 0.4 * (a > 0 ? 1 : -1), q, qn, s, f, out);
    double w = 0;
    for (int i = NG; i < n + NG; i++)
      w += q[i] * (i % 7 + 1);
    printf("a %g mass %.12g max %.12g min %.12g w %.12g\n", a, out[0], out[1], out[2], w);
  }
  printf("%.12g\n", minmod(0.5, -0.25));
  free(q); free(qn); free(s); free(f);
  return 0;
}

static double minmod(double a, double b) { return a * b <= 0 ? 0 : (fabs(a) < fabs(b) ? a : b); }
