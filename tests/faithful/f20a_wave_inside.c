/* The 2-D wave equation with three time levels on static arrays, the time loop inside the SCoP: the
   new level from the two previous ones, fixed (Dirichlet) edges written by separate boundary loops
   each step, a point source added at one interior point at every step (a statement of its own
   after the update), and the levels rotated by copy loops; the energy (sum of squares of the
   time difference) computed in the SCoP after the loop.  A 1-D variant with reflecting (Neumann)
   ends copied from the neighbours before the update. */
#include <math.h>
#include <stdio.h>
#define NX 34
#define NY 30

static double up[NY][NX], uc[NY][NX], un[NY][NX];
static double w0[200], w1[200], w2[200];

int main(void) {
  for (int i = 0; i < NY; i++)
    for (int j = 0; j < NX; j++) {
      double r2 = (i - NY / 2) * (i - NY / 2) + (j - NX / 3) * (j - NX / 3);
      uc[i][j] = exp(-0.2 * r2);
      up[i][j] = uc[i][j];
      un[i][j] = 0.0;
    }
  for (int i = 0; i < 200; i++) {
    w1[i] = (i > 40 && i < 60) ? 1.0 : 0.0;
    w0[i] = w1[i];
  }
  double c2 = 0.2, e = 0.0, e1 = 0.0;
  int steps = 40, ny = NY, nx = NX, n1 = 173;
#pragma scop
  for (int t = 0; t < steps; t++) {
    for (int i = 1; i < ny - 1; i++)
      for (int j = 1; j < nx - 1; j++)
        un[i][j] = 2.0 * uc[i][j] - up[i][j] +
                   c2 * (uc[i + 1][j] + uc[i - 1][j] + uc[i][j + 1] + uc[i][j - 1] - 4.0 * uc[i][j]);
    un[ny / 3][nx / 2] += 0.01 * t;
    for (int j = 0; j < nx; j++) {
      un[0][j] = 0.0;
      un[ny - 1][j] = 0.0;
    }
    for (int i = 0; i < ny; i++) {
      un[i][0] = 0.0;
      un[i][nx - 1] = 0.0;
    }
    for (int i = 0; i < ny; i++)
      for (int j = 0; j < nx; j++) {
        up[i][j] = uc[i][j];
        uc[i][j] = un[i][j];
      }
  }
  for (int i = 0; i < ny; i++)
    for (int j = 0; j < nx; j++)
      e += (uc[i][j] - up[i][j]) * (uc[i][j] - up[i][j]);
#pragma endscop
#pragma scop
  for (int t = 0; t < 3 * steps; t++) {
    w1[0] = w1[1];
    w1[n1 - 1] = w1[n1 - 2];
    for (int i = 1; i < n1 - 1; i++)
      w2[i] = 2 * w1[i] - w0[i] + 0.81 * (w1[i + 1] - 2 * w1[i] + w1[i - 1]);
    for (int i = 1; i < n1 - 1; i++) {
      w0[i] = w1[i];
      w1[i] = w2[i];
    }
  }
  for (int i = 0; i < n1; i++)
    e1 += w1[i] * w1[i];
#pragma endscop
  printf("e %.12g u %.12g %.12g e1 %.12g w %.12g %.12g\n", e, uc[NY / 2][NX / 2], uc[3][NX - 4], e1, w1[50],
         w1[n1 - 1]);
  return 0;
}
