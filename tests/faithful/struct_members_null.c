/* Members read only where the SCoP runs something: a caller passes a null pointer with a size that runs
   no iteration (valid C: the original never reads g->alpha then).  s2s reads the members into locals at
   the region's entry, so it must not read them through a null pointer either. */
#include <stdio.h>

struct coef { double alpha, beta; };
struct inner { int m; double w; };
struct outer { struct inner *in; double scale; };

static double X[64], Y[64][32];

static void axpy(int n, const struct coef *c, double *x) {
#pragma scop
  for (int i = 0; i < n; i++)
    x[i] = c->alpha * x[i] + c->beta;
#pragma endscop
}

static void rows(int n, struct outer *o, double y[][32]) {
#pragma scop
  for (int i = 0; i < n; i++)
    for (int j = 0; j < o->in->m; j++)
      y[i][j] = o->scale * y[i][j] + o->in->w * j;
#pragma endscop
}

int main(void) {
  struct coef c = {1.5, -0.25};
  struct inner in = {32, 0.125};
  struct outer o = {&in, 2.0}, hollow = {0, 3.0};
  for (int i = 0; i < 64; i++) {
    X[i] = i % 9 - 4.0;
    for (int j = 0; j < 32; j++)
      Y[i][j] = (i * 5 + j) % 11;
  }
  axpy(0, 0, X);            /* nothing to do, and no coefficients */
  axpy(64, &c, X);
  rows(0, 0, Y);            /* no structure at all */
  rows(0, &hollow, Y);      /* a structure whose inner pointer is null */
  rows(64, &o, Y);
  double s = 0;
  for (int i = 0; i < 64; i++) {
    s += X[i] * (i + 1);
    for (int j = 0; j < 32; j++)
      s += Y[i][j] * (j + 1);
  }
  printf("%.6f\n", s);
  return 0;
}
